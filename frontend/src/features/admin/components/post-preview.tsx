import { POST_BODY_MAX } from '@portfolio/contract';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';

type RenderPost = (typeof import('@portfolio/contract/markdown'))['renderPost'];

/**
 * The public page's look for what the renderer writes, kept small: the post page's stylesheet is
 * that page's alone, and the admin has the site's one stylesheet.
 */
const PROSE = cn(
  'space-y-5 leading-relaxed text-zinc-300 [overflow-wrap:break-word]',
  '[&_h2]:text-2xl [&_h3]:text-xl [&_h4]:text-lg [&_:is(h2,h3,h4,h5,h6)]:font-semibold [&_:is(h2,h3,h4,h5,h6)]:text-white',
  '[&_.heading-anchor]:ml-2 [&_.heading-anchor]:text-zinc-400 [&_.heading-anchor]:underline [&_.heading-anchor]:decoration-zinc-600',
  '[&_a:not(.heading-anchor)]:text-emerald-300 [&_a:not(.heading-anchor)]:underline [&_strong]:text-white',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-1 [&_:is(ul,ol)]:pl-6 [&_.contains-task-list]:list-none',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-emerald-300/60 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:border-white/10',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-white/5 [&_:not(pre)>code]:px-1 [&_code]:font-mono [&_code]:text-[0.875em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-white/10 [&_pre]:bg-zinc-900 [&_pre]:p-4',
  '[&_table]:block [&_table]:overflow-x-auto [&_:is(th,td)]:border-b [&_:is(th,td)]:border-white/10 [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-1.5',
  '[&_:is(.hljs-comment,.hljs-quote,.hljs-meta)]:text-zinc-400 [&_:is(.hljs-keyword,.hljs-built_in,.hljs-section)]:text-violet-300',
  '[&_:is(.hljs-string,.hljs-regexp,.hljs-addition)]:text-emerald-300 [&_:is(.hljs-number,.hljs-literal)]:text-amber-300',
  '[&_:is(.hljs-title,.hljs-name)]:text-sky-300 [&_:is(.hljs-type,.hljs-attr,.hljs-property,.hljs-params)]:text-rose-300',
);

/**
 * A post's body as its page will show it, drawn by the page's own renderer. The renderer (with
 * its Markdown parser and code highlighter) is fetched when a preview is first shown, so the
 * sign-in screen and the editor load without it. Its HTML is inserted as it comes: the renderer
 * writes only markup it has escaped and attributes it allows.
 */
export function PostPreview({ id, markdown, label }: { id: string; markdown: string; label: string }) {
  const [renderPost, setRenderPost] = useState<RenderPost>();
  const [failed, setFailed] = useState(false);
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
      className="min-h-24 min-w-0 rounded-xl border border-white/10 bg-black/20 px-4 py-3"
    >
      {failed ? (
        <p className="text-sm text-rose-300">The preview could not be loaded. Reload the page to try again.</p>
      ) : shown.length > POST_BODY_MAX ? (
        <p className="text-sm text-zinc-400">The body is too long to preview.</p>
      ) : !shown.trim() ? (
        <p className="text-sm text-zinc-400">Nothing to preview yet.</p>
      ) : html === undefined ? (
        <p className="text-sm text-zinc-400">Loading the preview...</p>
      ) : (
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
