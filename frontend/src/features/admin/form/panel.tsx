import type { ReactNode } from 'react';

/** A tab's heading row: what it edits, and its actions (e.g. 'Add Skill'). */
export function Panel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold tracking-tight text-white">{title}</h2>
          <p className="mt-1 text-sm text-zinc-400">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
