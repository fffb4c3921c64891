import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * A project or blog post in the editor: a group named after the item ('Project 01'), a heading
 * row with its number, its title as typed, its marks and its controls, then its fields. A hidden
 * item is marked so that the eye tells it at once (a dashed border, 'Hidden') and so is its group's
 * name, for a screen reader; so is a featured one.
 */
export function ItemCard({
  legend,
  badge,
  title,
  featured = false,
  hidden = false,
  controls,
  children,
}: {
  legend: string;
  /** The number as the eye reads it; the legend says it to screen readers. */
  badge: ReactNode;
  title: string;
  featured?: boolean;
  hidden?: boolean;
  controls: ReactNode;
  children: ReactNode;
}) {
  const marks = [featured && 'featured', hidden && 'hidden'].filter(Boolean);
  return (
    <fieldset
      className={cn(
        'min-w-0 rounded-2xl border bg-white/[0.03] p-5 sm:p-6',
        hidden ? 'border-dashed border-white/25' : 'border-white/10',
      )}
    >
      <legend className="sr-only">{marks.length > 0 ? `${legend} (${marks.join(', ')})` : legend}</legend>
      <div className="mb-5 flex items-center gap-4">
        {badge}
        <p aria-hidden="true" className="min-w-0 flex-1 truncate font-medium text-zinc-300">
          {title}
        </p>
        {featured && (
          <Badge aria-hidden="true" className="border-amber-300/30 bg-amber-300/10 text-amber-200">
            Featured
          </Badge>
        )}
        {hidden && <Badge aria-hidden="true">Hidden</Badge>}
        {controls}
      </div>
      {children}
    </fieldset>
  );
}
