import type { PersonalInfo } from '@portfolio/contract';

/** The page's title, in the browser's tab and in link previews: "{name} — {title}". */
export function pageTitle({ name, title }: Pick<PersonalInfo, 'name' | 'title'>): string {
  return `${name} — ${title}`;
}
