import type { Portfolio } from '@portfolio/contract';
import { useEffect, useRef } from 'react';
import type { PostBodyStore } from '../api/post-body-store';
import type { FieldErrors } from '../form/validate-portfolio';
import { ImportPanel } from '../import/import-panel';
import { LandingPostsPanel } from '../posts/landing-posts-panel';
import { PinnedPosts } from '../posts/pinned-posts';
import { PostEditor } from './post-editor';
import { PostList } from '../posts/post-list';
import type { EditingLanguage } from '../translations/use-editing-language';

/** Which post is open: its id, or `new` for one not saved yet; undefined shows the lists. */
export type OpenPost = { id: string | undefined } | undefined;

/**
 * The "Blogs" tab: the landing page's choice of posts (part of the landing content, saved with
 * 'Save Changes'), the pinned posts in their order, every post a page at a time, and the import of
 * another blog's posts; or one post open on its own. Closing a post puts focus back on what opened it.
 */
export function BlogsTab({
  landing,
  onLandingChange,
  errors,
  bodies,
  language,
  open,
  onOpen,
  dirty,
  onImported,
  onSessionExpired,
}: {
  landing: Portfolio;
  onLandingChange: (value: Portfolio['landingPage']) => void;
  errors: FieldErrors;
  bodies: PostBodyStore;
  /** The language the open post is edited in. */
  language: EditingLanguage;
  open: OpenPost;
  onOpen: (open: OpenPost) => void;
  /** The landing content has unsaved changes, which an import's reload replaces. */
  dirty: boolean;
  /** Reads the landing content again after an import. */
  onImported: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  // What opened the post last: focus returns there (or to 'Add Blog Post' when it is gone).
  const opener = useRef<string>(undefined);
  useEffect(() => {
    if (open || !opener.current) return;
    (document.getElementById(opener.current) ?? document.getElementById('add-blog-post'))?.focus();
    opener.current = undefined;
  }, [open]);

  if (open) {
    return (
      <PostEditor
        key={open.id ?? 'new'}
        id={open.id}
        landing={landing}
        bodies={bodies}
        language={language}
        onSessionExpired={onSessionExpired}
        onClose={(deleted) => {
          if (deleted) opener.current = 'add-blog-post';
          onOpen(undefined);
        }}
      />
    );
  }
  const openPost = (id: string | undefined, from: string) => {
    opener.current = from;
    onOpen({ id });
  };
  return (
    <div className="space-y-10">
      <LandingPostsPanel value={landing.landingPage} onChange={onLandingChange} errors={errors} />
      <PinnedPosts onOpen={openPost} />
      <PostList onOpen={openPost} />
      <ImportPanel dirty={dirty} onImported={onImported} onSessionExpired={onSessionExpired} />
    </div>
  );
}
