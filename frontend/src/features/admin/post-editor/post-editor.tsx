import type { Portfolio } from '@portfolio/contract';
import { ArrowLeft, History, LoaderCircle, Save, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PostBodyStore } from '../api/post-body-store';
import { ConfirmDialog } from '../form/confirm-dialog';
import { ConflictDialog } from '../saving/conflict-dialog';
import { RestoreDraftDialog } from '../saving/restore-draft-dialog';
import { useLeaveWarning } from '../saving/use-leave-warning';
import { useSaveShortcut } from '../saving/use-save-shortcut';
import { PostForm } from '../posts/post-form';
import { PostHistoryDialog, PostRevisionView } from './post-history';
import { usePostEditor } from './use-post-editor';
import { POST_HISTORY_BUTTON, usePostHistory } from './use-post-history';
import type { EditingLanguage } from '../translations/use-editing-language';
import { PostTranslationStatus } from '../posts/post-translation-status';

/**
 * One post open on its own: its fields, 'Save Post' (Ctrl+S too), 'Delete Post' and the way back
 * to the list. Focus goes to its heading when it opens; the list puts it back when it closes.
 */
export function PostEditor({
  id,
  landing,
  bodies,
  language,
  onSessionExpired,
  onClose,
}: {
  /** The post's id; none for a new post. */
  id: string | undefined;
  landing: Portfolio;
  bodies: PostBodyStore;
  language: EditingLanguage;
  onSessionExpired: () => void;
  onClose: (deleted: boolean) => void;
}) {
  const editor = usePostEditor({ id, landing, bodies, language, onSessionExpired, onClosed: onClose });
  const history = usePostHistory({ editor, bodies, onSessionExpired });
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = editor.edited !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  useLeaveWarning(editor.dirty);
  useSaveShortcut(editor.save, !editor.offer && !editor.conflict && !confirming && !history.open);

  const back = (
    <Button variant="ghost" size="sm" onClick={() => onClose(false)}>
      <ArrowLeft aria-hidden="true" />
      Back to posts
    </Button>
  );
  if (editor.failed) {
    return (
      <div role="alert" className="space-y-4">
        <p className="text-sm text-zinc-300">The post could not be loaded. Try again in a moment.</p>
        {back}
      </div>
    );
  }
  if (!editor.edited || !editor.saved) return <p className="text-sm text-zinc-400">Loading the post...</p>;
  const title = editor.edited.title.trim() || 'Untitled post';
  const saving = editor.busy === 'saving';
  const savedId = editor.saved.id;
  if (history.viewing) {
    return (
      <PostRevisionView
        revision={history.viewing}
        dirty={editor.dirty}
        restoring={history.restoring}
        onBack={history.back}
        onRestore={() => void history.restore()}
      />
    );
  }

  return (
    <section aria-labelledby="open-post-heading" onBlur={editor.markTouched} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <div className="flex gap-2">
          {savedId !== undefined && (
            <Button
              id={POST_HISTORY_BUTTON}
              variant="outline"
              size="sm"
              aria-label="History of this post"
              onClick={history.show}
            >
              <History aria-hidden="true" />
              History
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setConfirming(true)}
            className="text-rose-300 hover:bg-rose-500/10"
          >
            <Trash2 aria-hidden="true" />
            Delete Post
          </Button>
          <Button size="sm" onClick={editor.save} aria-disabled={saving} aria-keyshortcuts="Control+S Meta+S">
            {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving...' : 'Save Post'}
          </Button>
        </div>
      </div>
      <h2 id="open-post-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-white outline-none">
        {editor.saved.id === undefined ? `New blog post: ${title}` : `Blog post: ${title}`}
        {editor.dirty && <span className="ml-2 text-sm font-normal text-amber-300">Unsaved changes</span>}
      </h2>
      {language.translating && <PostTranslationStatus post={editor.edited} language={language} />}
      <fieldset className="min-w-0 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
        <legend className="sr-only">Blog post</legend>
        <PostForm post={editor.edited} onChange={editor.setEdited} errors={editor.errors} language={language} />
      </fieldset>

      {confirming && (
        <ConfirmDialog
          title={`Delete the post ${title}?`}
          description="Its page goes away from the site. Its last version is kept and can be restored."
          confirm="Delete"
          onCancel={() => setConfirming(false)}
          onConfirm={editor.remove}
        />
      )}
      {history.open && savedId !== undefined && (
        <PostHistoryDialog
          id={savedId}
          title={title}
          etag={editor.saved.etag}
          opening={history.opening}
          onView={(version) => void history.view(version)}
          onClose={history.close}
        />
      )}
      {editor.offer && (
        <RestoreDraftDialog
          draft={editor.offer}
          what="post"
          savedElsewhere={editor.offer.etag !== editor.saved.etag}
          onRestore={editor.restoreDraft}
          onDiscard={editor.discardDraft}
        />
      )}
      {editor.conflict && (
        <ConflictDialog
          what={`The post ${title}`}
          loading={editor.busy === 'loading'}
          onLoadLatest={editor.loadLatest}
          onKeepEditing={editor.keepEditing}
        />
      )}
    </section>
  );
}
