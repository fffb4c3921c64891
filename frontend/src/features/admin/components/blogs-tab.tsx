import { limitOf, type Blog } from '@portfolio/contract';
import { newBlogPost } from '../lib/new-items';
import type { FieldErrors } from '../lib/validate-portfolio';
import { TextField } from './field';
import { ItemCard } from './item-card';
import { ItemList } from './item-list';

/** The "Blogs" tab: 'Add Blog Post'; each post has Title, Read Time, Date (date picker), Excerpt. */
export function BlogsTab({
  blogs,
  onChange,
  errors,
}: {
  blogs: Blog[];
  onChange: (blogs: Blog[]) => void;
  errors: FieldErrors;
}) {
  return (
    <ItemList
      path="blogs"
      title="Blog posts"
      shownAs="shown as 'Latest Insights'"
      noun="blog post"
      addLabel="Add Blog Post"
      emptyText="No blog posts yet."
      layout="cards"
      items={blogs}
      onChange={onChange}
      errors={errors}
      create={newBlogPost}
      firstField="title"
      nameOf={(blog) => blog.title}
      renderItem={(blog, { number, field, controls }) => (
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
          controls={controls}
        >
          <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-4">
            <TextField {...field('title')} label="Title" maxLength={limitOf('blogs.title')} className="sm:col-span-2" />
            <TextField
              {...field('readTime')}
              label="Read Time"
              maxLength={limitOf('blogs.readTime')}
              placeholder="e.g., 5 min read"
            />
            <TextField {...field('date')} label="Date" type="date" />
            <TextField
              {...field('excerpt')}
              label="Excerpt"
              multiline
              rows={3}
              maxLength={limitOf('blogs.excerpt')}
              className="sm:col-span-2 md:col-span-4"
            />
          </div>
        </ItemCard>
      )}
    />
  );
}
