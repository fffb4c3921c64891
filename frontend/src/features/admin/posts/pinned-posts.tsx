import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { listPinned, savePinnedOrder, type ListedPost } from '../api/posts-api';
import { EmptyList, itemName } from '../lists/item-controls';
import { SortableItem, SortableItems } from '../lists/sortable-items';
import { Panel } from '../form/panel';
import { PostRow } from './post-rows';

/**
 * Every post pinned to the landing page (past the API's pages of 20), in the owner's order,
 * reordered by dragging their handle or from the keyboard as every list of the editor is; each
 * move is saved at once, the whole pinned set's order. When the pinned
 * posts changed elsewhere meanwhile, the move is not stored: the list is read again, and says so.
 */
export function PinnedPosts({ onOpen }: { onOpen: (id: string, from: string) => void }) {
  const { notify } = useToast();
  const pinned = useQuery({
    queryKey: ['admin', 'posts', 'pinned'],
    queryFn: ({ signal }) => listPinned(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  // The order the owner just made, shown until the list is read again.
  const [moved, setMoved] = useState<{ from: ListedPost[]; to: ListedPost[] }>();
  const posts = moved && moved.from === pinned.data ? moved.to : (pinned.data ?? []);

  async function move(from: number, to: number) {
    const order = posts.filter((_, at) => at !== from);
    order.splice(to, 0, posts[from]!);
    setMoved({ from: pinned.data!, to: order });
    const outcome = await savePinnedOrder(order.map((post) => post.id));
    if (outcome === 'saved') {
      notify("The pinned posts' order is saved.", 'success');
      return;
    }
    setMoved(undefined);
    await pinned.refetch();
    notify(
      outcome === 'changed'
        ? 'The pinned posts changed elsewhere, so the order was not saved. The list is reloaded: move them again.'
        : "The pinned posts' order was not saved. Try again in a moment.",
      'error',
    );
  }

  const names = posts.map((post, index) => itemName('pinned post', String(index + 1), post.title));
  return (
    <Panel
      title="Pinned posts"
      description="The landing page shows these first, in this order. Pin or unpin a post in its own fields."
    >
      {pinned.isError && (
        <p role="alert" className="text-sm text-rose-300">
          The pinned posts could not be loaded. Try again in a moment.
        </p>
      )}
      {pinned.data && posts.length === 0 && <EmptyList>No pinned posts yet.</EmptyList>}
      {posts.length > 0 && (
        <SortableItems
          keys={posts.map((post) => post.id)}
          names={names}
          grid={false}
          onMove={(from, to) => void move(from, to)}
        >
          <ol aria-label="Pinned posts" className="space-y-2">
            {posts.map((post, index) => (
              <SortableItem key={post.id} id={post.id} label={`Reorder ${names[index]}`}>
                {(handle) => (
                  <PostRow
                    post={post}
                    buttonId={`open-pinned-post-${post.id}`}
                    onOpen={(from) => onOpen(post.id, from)}
                    before={handle}
                  />
                )}
              </SortableItem>
            ))}
          </ol>
        </SortableItems>
      )}
    </Panel>
  );
}
