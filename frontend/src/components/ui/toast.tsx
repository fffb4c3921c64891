import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The queue shows one notification at a time… */
export const TOAST_LIMIT = 1;
/** …and removes a dismissed one this much later (docs/behaviour.md, "Notifications"). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** A success closes itself after this long; a problem stays until it is dismissed or replaced. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  open: boolean;
}

type ToastAction = { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/** The queue: the newest first, at most TOAST_LIMIT kept; a dismissed one stays closed until removed. */
export function toastQueue(toasts: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return toasts.filter((toast) => toast.id !== action.id);
  }
}

interface ToastApi {
  notify: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

/** Holds the queue and shows it in one polite live region at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastQueue, []);

  const dismiss = useCallback((id: number) => {
    dispatch({ type: 'dismiss', id });
    setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      notify: (message, tone = 'info') => dispatch({ type: 'add', toast: { id: nextId++, message, tone, open: true } }),
    }),
    [],
  );

  const visible = toasts.find((toast) => toast.open);

  useEffect(() => {
    if (!visible || visible.tone !== 'success') return;
    const timer = setTimeout(() => dismiss(visible.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toast={visible} onDismiss={dismiss} />
    </ToastContext>
  );
}

const tones: Record<ToastTone, { icon: typeof Info; className: string }> = {
  success: { icon: CircleCheck, className: 'text-emerald-300' },
  error: { icon: CircleAlert, className: 'text-rose-300' },
  info: { icon: Info, className: 'text-sky-300' },
};

function ToastViewport({ toast, onDismiss }: { toast: Toast | undefined; onDismiss: (id: number) => void }) {
  const Icon = toast ? tones[toast.tone].icon : undefined;
  // The live region is always in the page, so that a screen reader hears each new message.
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-6 sm:bottom-6 sm:justify-end">
      <div
        className={cn(
          'flex w-full max-w-sm items-start gap-3',
          toast &&
            'pointer-events-auto animate-toast-in rounded-2xl border border-white/10 bg-zinc-900/95 p-4 shadow-2xl shadow-black/50 backdrop-blur motion-reduce:animate-none',
        )}
      >
        {Icon && toast && (
          <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tones[toast.tone].className)} />
        )}
        <p role="status" aria-live="polite" aria-atomic="true" className="flex-1 text-sm leading-relaxed text-zinc-100">
          {toast?.message}
        </p>
        {toast && (
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => onDismiss(toast.id)}
            className="-m-1 rounded-full p-1 text-zinc-400 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-300"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

/** Shows a notification through the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
