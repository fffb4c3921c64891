import { listPostRevisions, type PostRevision } from '../api/post-revisions-api';
import { RevisionsDialog } from '../history/revisions-dialog';
import { RevisionView } from '../history/revision-view';
import { PostPreview } from '../posts/post-preview';

/** The post's fields as the editor names them, for what each save changed; the others are their name capitalised. */
const FIELD_LABEL: Record<string, string> = {
  readTime: 'Read Time',
  publishAt: 'Publish at',
  formerSlugs: 'Former slugs',
};
const labelOf = (field: string) => FIELD_LABEL[field] ?? field[0]!.toUpperCase() + field.slice(1);

/** The open post's kept versions, each with when it was saved and what the save after it changed. */
export function PostHistoryDialog({
  id,
  title,
  etag,
  opening,
  onView,
  onClose,
}: {
  id: string;
  title: string;
  etag: string;
  opening: number | undefined;
  onView: (version: number) => void;
  onClose: () => void;
}) {
  return (
    <RevisionsDialog
      title={`History of the post ${title}`}
      description="Every save of the post keeps the version it replaced."
      list={{
        name: `post-${id}`,
        currentEtag: etag,
        current: 'Open in the editor',
        list: (before, signal) => listPostRevisions(id, before, signal),
        labelOf,
        opening,
        onView,
      }}
      onClose={onClose}
    />
  );
}

/** A kept version of the post, read-only: its fields and its body as its page shows it. */
export function PostRevisionView({
  revision,
  dirty,
  restoring,
  onBack,
  onRestore,
}: {
  revision: PostRevision;
  dirty: boolean;
  restoring: boolean;
  onBack: () => void;
  onRestore: () => void;
}) {
  const { post } = revision;
  return (
    <RevisionView
      revision={revision}
      what="post"
      dirty={dirty}
      restoring={restoring}
      onBack={onBack}
      onRestore={onRestore}
      page={
        <article aria-label={`Version ${revision.version} of the post`} className="space-y-4">
          <h3 className="text-2xl font-semibold text-white">{post.title}</h3>
          <p className="text-sm text-zinc-400">
            {post.date} · {post.status ?? 'published'}
          </p>
          {post.excerpt && <p className="text-zinc-300">{post.excerpt}</p>}
          <PostPreview
            id="post-revision-body"
            markdown={post.body ?? ''}
            label={`Body of version ${revision.version}`}
          />
        </article>
      }
    />
  );
}
