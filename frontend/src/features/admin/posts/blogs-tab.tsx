import { limitOf, type Blog } from '@portfolio/contract';
import { newBlogPost } from '../lists/new-items';
import { slugFromTitle } from './slugs';
import { CommaListField, FlagField, TextField } from '../form/field';
import { ItemCard } from '../lists/item-card';
import { ItemList, type ItemRow, type ListTabProps } from '../lists/item-list';
import { PostBodyField } from './post-body-field';
import { PostVisits } from '../statistics/post-visits';
import { PublishAtField, SlugField, StatusField } from './post-fields';

/**
 * One post: Title, Read Time, Date (date picker), Excerpt, and its page: Slug, Status (with
 * Publish at when scheduled), Tags and its Markdown Body.
 */
function postCard(blog: Blog, { number, path, update, field, error, flag, controls }: ItemRow<Blog>) {
  return (
    <ItemCard
      legend={`Blog post ${number}`}
      badge={
        <span
          aria-hidden="true"
          className="rounded-md bg-white/5 px-2 py-1 font-mono text-xs tracking-wider text-zinc-400"
        >
          {`POST ${number}`}
        </span>
      }
      title={blog.title.trim() || 'Untitled post'}
      hidden={blog.hidden}
      controls={controls}
    >
      <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-4">
        <TextField
          {...field('title')}
          label="Title"
          className="sm:col-span-2"
          // The address starts as the title's; after that it is the owner's to change.
          onBlur={() => {
            if (blog.slug === '' && slugFromTitle(blog.title)) update({ slug: slugFromTitle(blog.title) });
          }}
        />
        <TextField {...field('readTime')} label="Read Time" placeholder="e.g., 5 min read" />
        <TextField {...field('date')} label="Date" type="date" />
        <TextField {...field('excerpt')} label="Excerpt" multiline rows={3} className="sm:col-span-2 md:col-span-4" />
        <SlugField
          path={`${path}.slug`}
          value={blog.slug}
          formerSlugs={blog.formerSlugs}
          onChange={update}
          error={error('slug')}
          className="sm:col-span-2"
        />
        <StatusField
          path={`${path}.status`}
          value={blog.status}
          onChange={(status) => update({ status })}
          error={error('status')}
        />
        {blog.status === 'scheduled' && (
          <PublishAtField
            path={`${path}.publishAt`}
            value={blog.publishAt}
            onChange={(publishAt) => update({ publishAt })}
            error={error('publishAt')}
          />
        )}
        <CommaListField
          path={`${path}.tags`}
          label="Tags (comma-separated)"
          items={blog.tags}
          onChange={(tags) => update({ tags })}
          error={error('tags')}
          placeholder="e.g., Kafka, Streaming"
          hint={`At most ${limitOf('blogs.tags')}.`}
          className="sm:col-span-2 md:col-span-4"
        />
        <PostBodyField
          {...field('body')}
          postTitle={blog.title.trim() || 'Untitled post'}
          className="sm:col-span-2 md:col-span-4"
        />
        <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2 md:col-span-4">
          <FlagField {...flag('pinned')} label="Pinned to the landing page" />
          <FlagField {...flag('hidden')} label="Hidden" />
        </div>
        <PostVisits slug={blog.slug} />
      </div>
    </ItemCard>
  );
}

/** The "Blogs" tab: 'Add Blog Post', and each post with its controls. */
export function BlogsTab(tab: ListTabProps<'blogs'>) {
  return <ItemList path="blogs" create={newBlogPost} {...tab} renderItem={postCard} />;
}
