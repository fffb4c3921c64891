import { postPath } from '@portfolio/contract';
import { useStatistics } from './use-statistics';

// The Statistics tab's default period: the two read one answer.
const DAYS = 30;

/** A post's readers over the last 30 days, in its row of the Blogs tab; nothing until they are known. */
export function PostVisits({ slug }: { slug: string }) {
  const { data } = useStatistics(DAYS);
  if (!data || slug === '') return null;
  const page = data.pages.find(({ path }) => path === postPath(slug));
  return (
    <p className="text-sm text-zinc-400 sm:col-span-2 md:col-span-4">
      Last {DAYS} days: {page?.visits ?? 0} visits by {page?.visitors ?? 0} visitors.
    </p>
  );
}
