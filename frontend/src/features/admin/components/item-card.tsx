import type { ReactNode } from 'react';

/**
 * A project or blog post in the editor: a group named after the item ('Project 01'), a heading
 * row with its number, its title as typed and its controls, then its fields.
 */
export function ItemCard({
  legend,
  badge,
  title,
  controls,
  children,
}: {
  legend: string;
  /** The number as the eye reads it; the legend says it to screen readers. */
  badge: ReactNode;
  title: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
      <legend className="sr-only">{legend}</legend>
      <div className="mb-5 flex items-center gap-4">
        {badge}
        <p aria-hidden="true" className="min-w-0 flex-1 truncate font-medium text-zinc-300">
          {title}
        </p>
        {controls}
      </div>
      {children}
    </fieldset>
  );
}
