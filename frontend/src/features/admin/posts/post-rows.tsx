import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ListedPost } from '../api/posts-api';

const STATUS_NAMES = { published: 'Published', draft: 'Draft', scheduled: 'Scheduled' } as const;

/** A scheduled post's moment, in the owner's own time. */
const momentOf = (iso: string) => {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime())
    ? iso
    : moment.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * One post in a list: its title (the button that opens it), date, status (with its publish moment
 * when scheduled) and whether it is pinned. `before` is a control placed ahead (a 'Reorder' handle).
 */
export function PostRow({
  post,
  buttonId,
  onOpen,
  before,
}: {
  post: ListedPost;
  /** The open button's DOM id, where focus returns when the post closes. */
  buttonId: string;
  onOpen: (buttonId: string) => void;
  before?: ReactNode;
}) {
  const title = post.title.trim() || 'Untitled post';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3">
      {before}
      <button
        type="button"
        id={buttonId}
        onClick={() => onOpen(buttonId)}
        className="min-w-0 flex-1 truncate text-left font-medium text-zinc-100 underline-offset-4 hover:underline focus-visible:underline"
      >
        {title}
      </button>
      <span className="font-mono text-xs text-zinc-400">{post.date}</span>
      <span className="text-xs text-zinc-300">
        {STATUS_NAMES[post.status] ?? post.status}
        {post.status === 'scheduled' && post.publishAt ? `, ${momentOf(post.publishAt)}` : ''}
      </span>
      {post.pinned && <Badge>Pinned</Badge>}
    </div>
  );
}
