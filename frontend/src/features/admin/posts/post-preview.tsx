import { POST_BODY_MAX } from '@portfolio/contract';
import { createContext, use, useDeferredValue, useEffect, useMemo, useState } from 'react';

type RenderPost = (typeof import('@portfolio/contract/markdown'))['renderPost'];

/**
 * The address of the post page's stylesheet (its body's typography and code colours), which the
 * app gives the editor: the preview links it, so it looks as the page does, and the home page's
 * stylesheet carries none of it.
 */
export const PostStylesheet = createContext<string | undefined>(undefined);

/**
 * A post's body as its page will show it, drawn by the page's own renderer. The renderer (with
 * its Markdown parser and code highlighter) is fetched when a preview is first shown, so the
 * sign-in screen and the editor load without it. Its HTML is inserted as it comes: the renderer
 * writes only markup it has escaped and attributes it allows.
 */
export function PostPreview({ id, markdown, label }: { id: string; markdown: string; label: string }) {
  const [renderPost, setRenderPost] = useState<RenderPost>();
  const [failed, setFailed] = useState(false);
  const stylesheet = use(PostStylesheet);
  // Typing stays responsive in a long body: the preview follows when there is time.
  const shown = useDeferredValue(markdown);

  useEffect(() => {
    let live = true;
    import('@portfolio/contract/markdown').then(
      (renderer) => live && setRenderPost(() => renderer.renderPost),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const html = useMemo(
    () => (renderPost && shown.length <= POST_BODY_MAX ? renderPost(shown).html : undefined),
    [renderPost, shown],
  );

  return (
    <section
      id={id}
      aria-label={label}
      className="min-h-24 min-w-0 rounded-xl border border-white/10 bg-zinc-950/40 px-4 py-3"
    >
      {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      {failed ? (
        <p className="text-sm text-rose-300">The preview could not be loaded. Reload the page to try again.</p>
      ) : shown.length > POST_BODY_MAX ? (
        <p className="text-sm text-zinc-400">The body is too long to preview.</p>
      ) : !shown.trim() ? (
        <p className="text-sm text-zinc-400">Nothing to preview yet.</p>
      ) : html === undefined ? (
        <p className="text-sm text-zinc-400">Loading the preview...</p>
      ) : (
        <div className="post-body mt-0!" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
