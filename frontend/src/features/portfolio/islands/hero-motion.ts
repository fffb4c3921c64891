/** The decorative background moves on a clock that ticks every second. */
export const CLOCK_TICK_MS = 1000;

/** The dial's marks, one per second, and how many of them trail the current one. */
export const TICKS = 60;
const TRAIL = 12;

/**
 * How lit mark `index` of the dial is at `tick` (0 at rest): the current second's mark fully, the
 * trail behind it less and less, the others faintly.
 */
export function markOpacity(index: number, tick: number, running: boolean): number {
  const age = (tick - index + TICKS) % TICKS;
  const lit = running && age < TRAIL ? 1 - age / TRAIL : 0;
  return 0.12 + 0.88 * lit;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The hero's motion (hero.tsx): the spotlight follows the pointer through CSS variables, and the
 * dial around the portrait ticks once a second; both hold still while the visitor asks for less
 * motion. The dial is drawn at tick 0, running: a visitor who asks for less motion sees it go
 * still once this is attached.
 */
export function attachHeroMotion(section: HTMLElement): () => void {
  const dial = section.querySelector('svg[data-tick]');
  const marks = dial ? [...dial.querySelectorAll('line')] : [];
  const motion = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : undefined;
  let tick = 0;
  let interval: ReturnType<typeof setInterval> | undefined;

  // Each mark's opacity as drawn: a tick changes 13 of the 60, and only those are written.
  const drawn = marks.map((mark) => mark.getAttribute('stroke-opacity'));
  const draw = (running: boolean) => {
    dial?.setAttribute('data-tick', String(tick));
    marks.forEach((mark, index) => {
      const opacity = String(markOpacity(index, tick % TICKS, running));
      if (drawn[index] === opacity) return;
      drawn[index] = opacity;
      mark.setAttribute('stroke-opacity', opacity);
    });
  };
  const follow = () => {
    clearInterval(interval);
    const running = !motion?.matches;
    draw(running);
    if (!running) return;
    interval = setInterval(() => {
      tick += 1;
      draw(true);
    }, CLOCK_TICK_MS);
  };
  const followPointer = (event: PointerEvent) => {
    if (motion?.matches) return;
    const box = section.getBoundingClientRect();
    section.style.setProperty('--spot-x', `${event.clientX - box.left}px`);
    section.style.setProperty('--spot-y', `${event.clientY - box.top}px`);
  };

  const attached = new AbortController();
  const { signal } = attached;
  follow();
  motion?.addEventListener('change', follow, { signal });
  section.addEventListener('pointermove', followPointer, { signal });
  return () => {
    attached.abort();
    clearInterval(interval);
  };
}
