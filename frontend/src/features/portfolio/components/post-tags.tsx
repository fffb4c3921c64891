import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A post's tags as small badges, or nothing when it has none. */
export function PostTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag, index) => (
        <li key={`${index}-${tag}`}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
