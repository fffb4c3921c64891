import { useToast } from '@/components/ui/toast';
import type { PostBodyStore } from '../api/post-body-store';
import { readPostRevision, restorePostRevision, type PostRevision } from '../api/post-revisions-api';
import type { PostSaveResult } from '../api/posts-api';
import { useFocusLater } from '../form/use-focus-later';
import { useHistory } from '../history/use-history';
import { RESTORE_MESSAGES } from '../saving/messages';
import type { usePostEditor } from './use-post-editor';

export const POST_HISTORY_BUTTON = 'post-history';

/**
 * The open post's history, as the document's: its kept versions listed, one viewed (its body read
 * as Markdown, for its preview), restored over the version the editor holds. Closing the list puts
 * focus back on its button, whose post may have been drawn anew meanwhile.
 */
export function usePostHistory({
  editor,
  bodies,
  onSessionExpired,
}: {
  editor: ReturnType<typeof usePostEditor>;
  bodies: PostBodyStore;
  onSessionExpired: () => void;
}) {
  const { notify } = useToast();
  const focusLater = useFocusLater();
  const id = editor.saved?.id ?? '';
  const history = useHistory({
    read: async (version): Promise<PostRevision> => {
      const revision = await readPostRevision(id, version);
      return { ...revision, post: await bodies.postWithText(revision.post) };
    },
    restore: (revision) => restorePostRevision(id, revision.version, editor.saved?.etag ?? ''),
    onRestored: (revision, result) => void restored(revision, result),
  });
  const close = () => {
    history.close();
    focusLater(POST_HISTORY_BUTTON);
  };

  async function restored(revision: PostRevision, result: PostSaveResult) {
    switch (result.outcome) {
      case 'saved':
        // Unreadable back, the editor keeps the version it held: its next save meets the restored one as a conflict.
        await editor.startFrom(result).catch(() => undefined);
        close();
        notify(`Version ${revision.version} of the post is restored.`, 'success');
        return;
      case 'session-expired':
        onSessionExpired();
        return;
      case 'conflict':
        history.close();
        editor.showConflict();
        return;
      default:
        notify(RESTORE_MESSAGES[result.outcome], 'error');
    }
  }

  return { ...history, close };
}
