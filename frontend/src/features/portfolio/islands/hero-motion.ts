const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The hero's spotlight (hero.tsx) follows the pointer through CSS variables, and holds still while
 * the visitor asks for less motion. The dial beside it turns by CSS alone.
 */
export function attachHeroMotion(section: HTMLElement): () => void {
  const motion = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : undefined;
  const followPointer = (event: PointerEvent) => {
    if (motion?.matches) return;
    const box = section.getBoundingClientRect();
    section.style.setProperty('--spot-x', `${event.clientX - box.left}px`);
    section.style.setProperty('--spot-y', `${event.clientY - box.top}px`);
  };

  const attached = new AbortController();
  section.addEventListener('pointermove', followPointer, { signal: attached.signal });
  return () => attached.abort();
}
