import { limitOf, slugFromTitle, type Blog } from '@portfolio/contract';
import { CommaListField, FlagField, TextField } from '../form/field';
import type { FieldErrors } from '../form/validate-portfolio';
import { PostVisits } from '../statistics/post-visits';
import { PostBodyField } from './post-body-field';
import { PublishAtField, SlugField, StatusField } from './post-fields';
import { POST_PATH } from './validate-post';
import { PostTranslationForm } from './post-translation-form';
import type { EditingLanguage } from '../translations/use-editing-language';

type TextKey = 'title' | 'readTime' | 'date' | 'excerpt' | 'body';

/**
 * One post's fields: Title, Read Time, Date (date picker), Excerpt, and its page: Slug, Status
 * (with Publish at when scheduled), Tags and its Markdown Body; then its marks and its readers.
 * In another language than the primary, its texts there.
 */
export function PostForm({
  post,
  onChange,
  errors,
  language,
}: {
  post: Blog;
  onChange: (post: Blog) => void;
  errors: FieldErrors;
  language: EditingLanguage;
}) {
  if (language.translating)
    return <PostTranslationForm post={post} onChange={onChange} errors={errors} language={language} />;
  const update = (patch: Partial<Blog>) => onChange({ ...post, ...patch });
  const error = (key: keyof Blog) => errors[`${POST_PATH}.${key}`];
  const field = (key: TextKey) => ({
    path: `${POST_PATH}.${key}`,
    value: post[key],
    onChange: (value: string) => update({ [key]: value }),
    error: error(key),
  });
  const flag = (key: 'pinned' | 'hidden') => ({
    path: `${POST_PATH}.${key}`,
    checked: post[key],
    onChange: (checked: boolean) => update({ [key]: checked }),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-4">
      <TextField
        {...field('title')}
        label="Title"
        className="sm:col-span-2"
        // The address starts as the title's; after that it is the owner's to change.
        onBlur={() => {
          if (post.slug === '' && slugFromTitle(post.title)) update({ slug: slugFromTitle(post.title) });
        }}
      />
      <TextField {...field('readTime')} label="Read Time" placeholder="e.g., 5 min read" />
      <TextField {...field('date')} label="Date" type="date" />
      <TextField {...field('excerpt')} label="Excerpt" multiline rows={3} className="sm:col-span-2 md:col-span-4" />
      <SlugField
        path={`${POST_PATH}.slug`}
        value={post.slug}
        formerSlugs={post.formerSlugs}
        onChange={update}
        error={error('slug')}
        className="sm:col-span-2"
      />
      <StatusField
        path={`${POST_PATH}.status`}
        value={post.status}
        onChange={(status) => update({ status })}
        error={error('status')}
      />
      {post.status === 'scheduled' && (
        <PublishAtField
          path={`${POST_PATH}.publishAt`}
          value={post.publishAt}
          onChange={(publishAt) => update({ publishAt })}
          error={error('publishAt')}
        />
      )}
      <CommaListField
        path={`${POST_PATH}.tags`}
        label="Tags (comma-separated)"
        items={post.tags}
        onChange={(tags) => update({ tags })}
        error={error('tags')}
        placeholder="e.g., Kafka, Streaming"
        hint={`At most ${limitOf('blogs.tags')}.`}
        className="sm:col-span-2 md:col-span-4"
      />
      <PostBodyField
        {...field('body')}
        postTitle={post.title.trim() || 'Untitled post'}
        className="sm:col-span-2 md:col-span-4"
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2 md:col-span-4">
        <FlagField {...flag('pinned')} label="Pinned to the landing page" />
        <FlagField {...flag('hidden')} label="Hidden" />
      </div>
      <PostVisits slug={post.slug} />
    </div>
  );
}
