import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

const FOCUSABLE = 'input, button, textarea, select, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog over the page. While it is open everything else is inert (no clicks, no focus,
 * hidden from screen readers); focus moves into it (to `[data-autofocus]` or the first control)
 * and returns where it was when it closes.
 */
export function Dialog({
  title,
  description,
  children,
  onEscape,
  wide = false,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Escape closes the dialog only when there is a way to close it. */
  onEscape?: () => void;
  /** Room for a list rather than a question. */
  wide?: boolean;
  className?: string;
}) {
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = [...document.body.children].filter(
      (element) => element !== overlay.current && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');

    const target =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus();

    return () => {
      for (const element of others) element.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div
      ref={overlay}
      className="fixed inset-0 z-50 flex justify-center overflow-y-auto bg-zinc-950/80 p-4 backdrop-blur-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onEscape) {
          event.stopPropagation();
          onEscape();
        }
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          wide ? 'max-w-xl' : 'max-w-md',
          // Auto margins place it (at the bottom on a phone, centred above), and unlike centring
          // they give way when it is taller than the screen: its top stays reachable by scrolling.
          'mt-auto w-full animate-dialog-in sm:mb-auto rounded-2xl border border-white/10 bg-zinc-900 p-6 shadow-2xl shadow-black/60 outline-none motion-reduce:animate-none sm:p-7',
          className,
        )}
      >
        <h2 id={titleId} className="text-lg font-semibold tracking-tight text-white">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm leading-relaxed text-zinc-400">
            {description}
          </div>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
