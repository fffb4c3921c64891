import type { Blog, FieldError, Portfolio } from '@portfolio/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import type { PostBodyStore } from '../api/post-body-store';
import { deletePost, readPost, savePost, type PostSaveResult, type StoredPost } from '../api/posts-api';
import { useFieldErrors } from '../form/use-field-errors';
import { useFocusLater } from '../form/use-focus-later';
import { fieldId, type FieldErrors } from '../form/validate-portfolio';
import { newBlogPost } from '../lists/new-items';
import { SAVE_MESSAGES } from '../saving/messages';
import { failedSaveSaid } from '../saving/use-save-outcomes';
import { clearPostDraft, readPostDraft, writePostDraft, type PostDraft } from '../posts/post-draft';
import { POST_PATH, postFieldPath, samePost, validateOpenPost, validatePost } from '../posts/validate-post';
import { languageOfField } from '../translations/translation-entries';
import type { EditingLanguage } from '../translations/use-editing-language';

/** The open post as stored: its id (none until a new post is saved), fields (body as Markdown) and ETag. */
interface SavedPost {
  id: string | undefined;
  post: Blog;
  etag: string;
}

/**
 * One post open in the editor: read alone, edited, kept as a draft of its own until saved, saved
 * alone (its body stored first when it is new), deleted. Its errors are the document's, at the
 * paths the post would have as the landing content's only post (`blogs.0.title`).
 */
export function usePostEditor({
  id: openedId,
  landing,
  bodies,
  language,
  onSessionExpired,
  onClosed,
}: {
  id: string | undefined;
  landing: Portfolio;
  bodies: PostBodyStore;
  /** The language the post is edited in: a field in error is shown in its own. */
  language: EditingLanguage;
  onSessionExpired: () => void;
  onClosed: (deleted: boolean) => void;
}) {
  const { notify } = useToast();
  const focusLater = useFocusLater();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedPost>();
  const [edited, setEdited] = useState<Blog>();
  const [offer, setOffer] = useState<PostDraft>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'deleting' | 'loading'>();
  const [conflict, setConflict] = useState(false);
  const document = useMemo(() => ({ ...landing, blogs: edited ? [edited] : [] }), [landing, edited]);
  const errors = useFieldErrors(document, validateOpenPost);
  const dirty = !!saved && !!edited && !samePost(saved.post, edited);

  async function load(id: string | undefined): Promise<SavedPost> {
    if (id === undefined) return { id, post: newBlogPost(), etag: '' };
    const stored = await readPost(id);
    return { id, post: await bodies.postWithText(stored.post), etag: stored.etag };
  }

  useEffect(() => {
    let current = true;
    load(openedId).then(
      (read) => {
        if (!current) return;
        setSaved(read);
        setEdited(read.post);
        const kept = readPostDraft(openedId);
        if (kept && !samePost(kept.post, read.post)) setOffer(kept);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // Read once per post opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedId]);

  useEffect(() => {
    if (!saved || !edited || offer) return;
    if (dirty) writePostDraft(saved.id, { post: edited, etag: saved.etag, savedAt: new Date().toISOString() });
    else clearPostDraft(saved.id);
  }, [saved, edited, dirty, offer]);

  const showFirst = (problems: FieldErrors) => {
    const first = errors.firstOf(problems);
    if (!first) return;
    const tag = languageOfField(document, first);
    if (tag) language.choose(tag);
    focusLater(fieldId(first));
  };
  const postErrors = (list: FieldError[]) => list.map((error) => ({ ...error, path: postFieldPath(error.path) }));

  function saveDone(result: PostSaveResult | { outcome: 'deleted' }, sent: Blog, after: SavedPost) {
    switch (result.outcome) {
      case 'saved':
        if (after.id === undefined) clearPostDraft(undefined);
        setSaved({ id: result.id, post: sent, etag: result.etag });
        errors.reset({ forgetTouched: false });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
        notify(SAVE_MESSAGES.saved, 'success');
        return;
      case 'deleted':
        clearPostDraft(after.id);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
        notify(`The post ${after.post.title.trim() || 'Untitled post'} is deleted.`, 'success');
        onClosed(true);
        return;
      case 'invalid': {
        // A refusal of the whole post (the blog is full) is said as the API says it.
        const whole = result.errors.find((error) => !error.path);
        if (whole) return notify(whole.message, 'error');
        const refused = postErrors(result.errors);
        errors.refused({ ...landing, blogs: [sent] }, refused);
        showFirst(Object.fromEntries(refused.map((error) => [error.path, error.message])));
        notify(SAVE_MESSAGES.invalid, 'error');
        return;
      }
      default:
        failedSaveSaid(result, { onSessionExpired, onConflict: () => setConflict(true), notify });
    }
  }

  async function save() {
    if (busy || !saved || !edited || offer) return;
    const problems = validatePost(edited, landing);
    if (Object.keys(problems).length > 0) {
      errors.attempt();
      showFirst(problems);
      notify(SAVE_MESSAGES.invalid, 'error');
      return;
    }
    setBusy('saving');
    try {
      const sent = edited;
      const stored = await bodies.postWithId(sent);
      const result = stored.ok ? await savePost(saved.id, stored.post, saved.etag) : stored.result;
      saveDone(result as PostSaveResult, sent, saved);
    } finally {
      setBusy(undefined);
    }
  }

  async function remove() {
    if (busy || !saved) return;
    if (saved.id === undefined) {
      clearPostDraft(undefined);
      onClosed(true);
      return;
    }
    setBusy('deleting');
    try {
      saveDone(await deletePost(saved.id, saved.etag), saved.post, saved);
    } finally {
      setBusy(undefined);
    }
  }

  async function loadLatest() {
    if (!saved) return;
    setBusy('loading');
    try {
      const latest = await load(saved.id);
      setSaved(latest);
      setEdited(latest.post);
      errors.reset({ forgetTouched: true });
      setConflict(false);
      notify('The latest version of the post is loaded.', 'success');
    } catch {
      notify('The latest version could not be loaded. Your edits are still here; try again in a moment.', 'error');
    } finally {
      setBusy(undefined);
    }
  }

  /** A version stored elsewhere than by 'Save Post' (a restore) is the post now: the editor starts from it. */
  async function startFrom(stored: StoredPost) {
    const post = await bodies.postWithText(stored.post);
    setSaved({ id: stored.id, post, etag: stored.etag });
    setEdited(post);
    errors.reset({ forgetTouched: true });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
  }

  return {
    saved,
    edited,
    startFrom,
    showConflict: () => setConflict(true),
    setEdited,
    failed,
    busy,
    dirty,
    errors: Object.fromEntries(Object.entries(errors.shown).filter(([path]) => path.startsWith(`${POST_PATH}.`))),
    markTouched: errors.markTouched,
    conflict,
    offer,
    save: () => void save(),
    remove: () => void remove(),
    loadLatest: () => void loadLatest(),
    keepEditing: () => setConflict(false),
    restoreDraft: () => {
      if (!offer || !saved) return;
      setEdited(offer.post);
      // Saved against the version it was made on: if the post changed since, the save says so.
      setSaved({ ...saved, etag: offer.etag });
      setOffer(undefined);
    },
    discardDraft: () => {
      clearPostDraft(saved?.id);
      setOffer(undefined);
    },
  };
}
