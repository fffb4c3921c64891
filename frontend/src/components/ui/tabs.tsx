import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** Shown after the label for sighted users only (e.g. a count): the tab's name stays `label`. */
  extra?: ReactNode;
  /** A short note read after the label by screen readers (e.g. 'has errors'). */
  note?: string | undefined;
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, the arrow keys,
 * Home and End move between tabs and show their panel.
 */
export function TabList<T extends string>({
  label,
  idBase,
  items,
  value,
  onChange,
  className,
}: {
  label: string;
  idBase: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const tabs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    tabs.current.get(next.value)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        'grid auto-cols-fr grid-flow-col gap-1 rounded-2xl border border-white/10 bg-white/[0.03] p-1',
        className,
      )}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              if (element) tabs.current.set(item.value, element);
              else tabs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId(idBase, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-300',
              selected ? 'bg-white/10 text-white shadow-sm' : 'text-zinc-400 hover:bg-white/5 hover:text-zinc-100',
            )}
          >
            <span className="truncate">{item.label}</span>
            {item.note && <span className="sr-only">{`, ${item.note}`}</span>}
            {item.extra}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idBase,
  value,
  children,
  className,
}: {
  idBase: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)} className={className}>
      {children}
    </div>
  );
}
