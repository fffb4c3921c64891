import type { Portfolio } from '@portfolio/contract';
import type { TabItem } from '@/components/ui/tabs';
import type { FieldErrors } from './validate-portfolio';

export type Tab = 'personal' | 'skills' | 'projects' | 'blogs' | 'statistics';

/** Which tab shows a field, by the first part of its path. */
const TAB_OF: Record<string, Tab> = {
  personalInfo: 'personal',
  skills: 'skills',
  projects: 'projects',
  blogs: 'blogs',
  landingPage: 'blogs',
  appearance: 'personal',
  languages: 'personal',
  words: 'personal',
};

export const tabOf = (path: string): Tab => TAB_OF[path.split('.')[0]!] ?? 'personal';

/** What the editor calls each section of the document. */
export const SECTION_LABEL: Record<keyof Portfolio, string> = {
  personalInfo: 'Personal',
  skills: 'Skills',
  projects: 'Projects',
  blogs: 'Blogs',
  appearance: 'Appearance',
  landingPage: 'Landing page',
  languages: 'Languages',
  words: 'Words',
};

/** The document's lists of items the owner arranges as they are made, each in a tab of its own. */
export type ListSection = 'skills' | 'projects' | 'blogs';

/**
 * How the editor speaks of each list: what one item is called (which its tab's title, its add
 * button, its empty state and its items' buttons say) and where the public page shows the list.
 */
export const LIST_WORDS: Record<ListSection, { noun: string; shownAs: string }> = {
  skills: { noun: 'skill', shownAs: "each a tile under 'Skills & Technologies'" },
  projects: { noun: 'project', shownAs: "shown as 'Featured Projects'" },
  blogs: { noun: 'blog post', shownAs: "shown as 'Latest Insights'" },
};

/** The four tabs of the document, each with its number of items and of errors, and its statistics. */
export function editorTabs(portfolio: Portfolio, errors: FieldErrors): TabItem<Tab>[] {
  // A section's errors: its fields', and its own (a list with too many items, say).
  const errorCount = (...parts: (keyof Portfolio)[]) =>
    Object.keys(errors).filter((path) => parts.some((part) => path === part || path.startsWith(`${part}.`))).length;
  return [
    tabItem(
      'personal',
      SECTION_LABEL.personalInfo,
      undefined,
      errorCount('personalInfo', 'appearance', 'languages', 'words'),
    ),
    tabItem('skills', SECTION_LABEL.skills, portfolio.skills.length, errorCount('skills')),
    tabItem('projects', SECTION_LABEL.projects, portfolio.projects.length, errorCount('projects')),
    tabItem('blogs', SECTION_LABEL.blogs, undefined, errorCount('blogs', 'landingPage')),
    tabItem('statistics', 'Statistics', undefined, 0),
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
