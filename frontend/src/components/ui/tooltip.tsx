import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A tooltip shows after 700 ms of hover or focus, so none flicker as the pointer passes. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A short visual label for an icon-only control. The control keeps its own accessible name; the
 * tooltip shows the same words to sighted users, after the delay, and Escape hides it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          className="pointer-events-none absolute top-full left-1/2 z-20 mt-2 -translate-x-1/2 rounded-md border border-white/10 bg-zinc-800 px-2 py-1 text-xs whitespace-nowrap text-zinc-100 shadow-lg"
        >
          {label}
        </span>
      )}
    </span>
  );
}
