import { PORTFOLIO } from '@portfolio/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { listPosts, type PostQuery } from '../api/posts-api';
import { AddButton, EmptyList } from '../lists/item-controls';
import { Panel } from '../form/panel';
import { PostRow } from './post-rows';

const STATUS_CHOICES = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
] as const;
const SEARCH_WAIT_MS = 300;
const FIRST_PAGE: PostQuery = { page: 1, q: '', status: '', tag: '' };
const MAX_POSTS = PORTFOLIO.fields.blogs.max;

/**
 * Every post, a page of 20 at a time, newest first: found by title, filtered by status (with how
 * many of each) and by tag. The server pages and filters, so the admin never holds every post.
 */
export function PostList({ onOpen }: { onOpen: (id: string | undefined, from: string) => void }) {
  const [query, setQuery] = useState<PostQuery>(FIRST_PAGE);
  const change = (patch: Partial<PostQuery>) => setQuery((current) => ({ ...current, page: 1, ...patch }));
  // The server is asked once the owner stops typing for a moment, not at every key. An answer to
  // an earlier search never shows: each search is its own query, and the list shows the latest's.
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (typed === query.q) return;
    const timer = setTimeout(() => change({ q: typed }), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
    // Only typing restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const list = useQuery({
    queryKey: ['admin', 'posts', 'list', query],
    queryFn: ({ signal }) => listPosts(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // How many posts there are, whatever the list is filtered by: the unfiltered first page's total.
  const all = useQuery({
    queryKey: ['admin', 'posts', 'list', FIRST_PAGE],
    queryFn: ({ signal }) => listPosts(FIRST_PAGE, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const full = (all.data?.total ?? 0) >= MAX_POSTS;
  const data = list.data;
  const counts = data?.counts;
  const countOf = (value: string) =>
    !counts
      ? undefined
      : value === ''
        ? counts.published + counts.draft + counts.scheduled
        : counts[value as keyof typeof counts];

  return (
    <Panel
      title="Blog posts"
      description="Newest first, 20 a page. Open a post to edit it on its own."
      actions={
        <div className="flex flex-wrap items-center justify-end gap-3">
          {full && (
            <p className="text-sm text-amber-200">
              The blog holds {MAX_POSTS.toLocaleString('en')} posts, its most: delete one to add another.
            </p>
          )}
          <AddButton id="add-blog-post" onClick={() => onOpen(undefined, 'add-blog-post')} disabled={full}>
            Add Blog Post
          </AddButton>
        </div>
      }
    >
      <div role="search" aria-label="Posts" className="mb-4 grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="posts-search">Search by title</Label>
          <Input id="posts-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="posts-status">Status</Label>
          <select
            id="posts-status"
            className={fieldClasses}
            value={query.status}
            onChange={(event) => change({ status: event.target.value as PostQuery['status'] })}
          >
            {STATUS_CHOICES.map(({ value, label }) => (
              <option key={value} value={value}>
                {countOf(value) === undefined ? label : `${label} (${countOf(value)})`}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="posts-tag">Tag</Label>
          <Input id="posts-tag" value={query.tag} onChange={(event) => change({ tag: event.target.value.trim() })} />
        </div>
      </div>
      {list.isError && !data && (
        <p role="alert" className="text-sm text-rose-300">
          The posts could not be loaded. Try again in a moment.
        </p>
      )}
      {!data && !list.isError && <p className="text-sm text-zinc-400">Loading posts...</p>}
      {data && data.posts.length === 0 && <EmptyList>No blog posts match.</EmptyList>}
      {data && data.posts.length > 0 && (
        <ul aria-label="Blog posts" className="space-y-2">
          {data.posts.map((post) => (
            <li key={post.id}>
              <PostRow post={post} buttonId={`open-post-${post.id}`} onOpen={(from) => onOpen(post.id, from)} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <nav aria-label="Pages of posts" className="mt-4 flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={query.page <= 1}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            Previous
          </Button>
          <p aria-live="polite" className="text-sm text-zinc-300">{`Page ${data.page} of ${data.pages}`}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={query.page >= data.pages}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </Panel>
  );
}
