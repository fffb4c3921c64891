import { tagPath, tagSlug } from '@portfolio/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useLocale, useSitePath } from '@/lib/locale';

/** A tag badge's look as a link, on the blog's own pages. */
const TAG_LINK =
  'rounded-full transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-300';

/**
 * A post's tags as small badges, or nothing when it has none. With `linked`, each leads to its
 * tag's page (one whose slug is empty has none, and stays a badge).
 */
export function PostTags({
  tags,
  className,
  linked,
}: {
  tags: readonly string[];
  className?: string;
  linked?: boolean;
}) {
  const { words } = useLocale();
  const sitePath = useSitePath();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={words.tags} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag, index) => {
        const slug = linked ? tagSlug(tag) : '';
        return (
          <li key={`${index}-${tag}`}>
            {slug ? (
              <a href={sitePath(tagPath(slug))} className={TAG_LINK}>
                <Badge>{tag}</Badge>
              </a>
            ) : (
              <Badge>{tag}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
