/** A tooltip shows after 700 ms of hover or focus, so none flicker as the pointer passes. */
export const TOOLTIP_DELAY_MS = 700;

const TOOLTIP =
  'pointer-events-none absolute top-full left-1/2 z-20 mt-2 -translate-x-1/2 rounded-md border border-white/10 bg-zinc-800 px-2 py-1 text-xs whitespace-nowrap text-zinc-100 shadow-lg';

/**
 * A tooltip's behaviour (tooltip.tsx): its label (`data-tooltip`) shows under the control after
 * the delay of hover or focus, and goes when the pointer or the focus leaves, or on Escape.
 * Pointer over and out, rather than enter and leave, so the control's own events count.
 */
export function attachTooltip(wrapper: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: HTMLElement | undefined;

  const show = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      shown ??= Object.assign(document.createElement('span'), {
        className: TOOLTIP,
        textContent: wrapper.dataset.tooltip ?? '',
      });
      shown.setAttribute('role', 'tooltip');
      wrapper.append(shown);
    }, TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer);
    shown?.remove();
  };
  const crossing = (event: PointerEvent) =>
    !(event.relatedTarget instanceof Node && wrapper.contains(event.relatedTarget));
  const enter = (event: PointerEvent) => crossing(event) && show();
  const leave = (event: PointerEvent) => crossing(event) && hide();
  const hideOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && hide();

  const attached = new AbortController();
  const { signal } = attached;
  wrapper.addEventListener('pointerover', enter, { signal });
  wrapper.addEventListener('pointerout', leave, { signal });
  wrapper.addEventListener('focusin', show, { signal });
  wrapper.addEventListener('focusout', hide, { signal });
  wrapper.addEventListener('keydown', hideOnEscape, { signal });
  return () => {
    attached.abort();
    hide();
  };
}
