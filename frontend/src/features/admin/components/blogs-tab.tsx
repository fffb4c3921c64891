import { limitOf, type Blog } from '@portfolio/contract';
import { useListEditor } from '../hooks/use-list-editor';
import { newBlogPost } from '../lib/new-items';
import type { FieldErrors } from '../lib/validate-portfolio';
import { TextField } from './field';
import { AddButton, deleteLabel, DeleteButton, EmptyList } from './item-controls';
import { Panel } from './panel';

const ADD_ID = 'add-blog-post';

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
  const max = limitOf('blogs');
  const { add, remove, update } = useListEditor(blogs, onChange, {
    path: 'blogs',
    firstField: 'title',
    create: newBlogPost,
    addId: ADD_ID,
  });

  return (
    <Panel
      title="Blog posts"
      description={`${blogs.length} of at most ${max}, shown as 'Latest Insights'.`}
      actions={
        <AddButton id={ADD_ID} onClick={add} disabled={blogs.length >= max}>
          Add Blog Post
        </AddButton>
      }
    >
      {blogs.length === 0 ? (
        <EmptyList>No blog posts yet.</EmptyList>
      ) : (
        <ol className="space-y-5">
          {blogs.map((blog, index) => {
            const number = String(index + 1);
            const at = `blogs.${index}`;
            const field = (key: keyof Blog) => ({
              path: `${at}.${key}`,
              value: blog[key],
              onChange: (value: string) => update(index, { [key]: value }),
              error: errors[`${at}.${key}`],
            });
            return (
              <li key={index}>
                <fieldset className="min-w-0 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
                  <legend className="sr-only">{`Blog post ${number}`}</legend>
                  <div className="mb-5 flex items-center gap-4">
                    <span
                      aria-hidden="true"
                      className="rounded-md bg-white/5 px-2 py-1 font-mono text-xs tracking-wider text-zinc-400"
                    >
                      {`POST ${number}`}
                    </span>
                    <p aria-hidden="true" className="min-w-0 flex-1 truncate font-medium text-zinc-300">
                      {blog.title.trim() || 'Untitled post'}
                    </p>
                    <DeleteButton label={deleteLabel('blog post', number, blog.title)} onClick={() => remove(index)} />
                  </div>
                  <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-4">
                    <TextField
                      {...field('title')}
                      label="Title"
                      maxLength={limitOf('blogs.title')}
                      className="sm:col-span-2"
                    />
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
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
