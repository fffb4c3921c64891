import type { Portfolio } from '@portfolio/contract';
import type { TabItem } from '@/components/ui/tabs';
import type { FieldErrors } from '../lib/validate-portfolio';

export type Tab = 'personal' | 'skills' | 'projects' | 'blogs';

/** Which tab shows a field, by the first part of its path. */
const TAB_OF: Record<string, Tab> = {
  personalInfo: 'personal',
  skills: 'skills',
  projects: 'projects',
  blogs: 'blogs',
};

export const tabOf = (path: string): Tab => TAB_OF[path.split('.')[0]!] ?? 'personal';

/** The four tabs, each with its number of items and of errors. */
export function editorTabs(portfolio: Portfolio, errors: FieldErrors): TabItem<Tab>[] {
  const errorCount = (part: keyof Portfolio) =>
    Object.keys(errors).filter((path) => path.startsWith(`${part}.`)).length;
  return [
    tabItem('personal', 'Personal', undefined, errorCount('personalInfo')),
    tabItem('skills', 'Skills', portfolio.skills.length, errorCount('skills')),
    tabItem('projects', 'Projects', portfolio.projects.length, errorCount('projects')),
    tabItem('blogs', 'Blogs', portfolio.blogs.length, errorCount('blogs')),
  ];
}

function tabItem(value: Tab, label: string, count: number | undefined, errorCount: number): TabItem<Tab> {
  return {
    value,
    label,
    note: errorCount > 0 ? `${errorCount} ${errorCount === 1 ? 'error' : 'errors'}` : undefined,
    extra: (
      <>
        {count !== undefined && (
          <span aria-hidden="true" className="hidden font-mono text-xs text-zinc-400 sm:inline">
            {count}
          </span>
        )}
        {errorCount > 0 && <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-rose-400" />}
      </>
    ),
  };
}
