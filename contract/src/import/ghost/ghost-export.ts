import { isFields, text, type Fields } from './ghost-cards.js';
import { ghostPost, type GhostRelations } from './ghost-post.js';
import { ImportFileError, type ImportEvent } from '../imported-post.js';

/**
 * Reads a Ghost export (Ghost's Settings → Import/Export, versions 4 to 6): its posts, each with
 * its tags, as the site's imported posts. `{"db": [{"meta": …, "data": {"posts": […], "tags": […],
 * "posts_tags": […], "posts_meta": […]}}]}`, or the same `{meta, data}` without the `db` list,
 * as some tools write it. Pages are not imported: one warning says how many there were.
 *
 * The export is read whole (a JSON file is parsed at once, in a process of its own), then its
 * posts are yielded one at a time. Refuses with an ImportFileError naming the file what is not
 * JSON or not a Ghost export, and naming the post a post whose content cannot be read.
 */
export function* readGhostExport(text: string, fileName: string): Generator<ImportEvent> {
  const data = dataOf(text, fileName);
  const relations = relationsOf(data);
  let pages = 0;
  for (const [index, post] of data.posts.entries()) {
    if (!isFields(post))
      throw new ImportFileError(`Its post number ${index + 1} is not a post (a set of fields).`, fileName);
    // Ghost before 2.28 marked a page with `page`, since with `type`.
    if (post.type === 'page' || post.page === true || post.page === 1) {
      pages += 1;
      continue;
    }
    const title = titleOf(post);
    yield* ghostPost(post, `${fileName}, post ${title ? `"${title}"` : index + 1}`, relations);
  }
  if (pages > 0) {
    const were = pages === 1 ? '1 page was' : `${pages} pages were`;
    yield { warning: { source: fileName, message: `${were} not imported: only posts are` } };
  }
}

/** The export's `data`, or an ImportFileError saying in plain words why the file is not a Ghost export. */
function dataOf(text: string, fileName: string): Fields & { posts: unknown[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportFileError('It is not JSON, so it is not a Ghost export.', fileName);
  }
  const root = isFields(parsed) && Array.isArray(parsed.db) ? parsed.db[0] : parsed;
  const data = isFields(root) ? root.data : undefined;
  if (!isFields(data) || !Array.isArray(data.posts)) {
    throw new ImportFileError(
      'It is JSON, but not a Ghost export: it has no list of posts where Ghost writes one (data.posts).',
      fileName,
    );
  }
  return data as Fields & { posts: unknown[] };
}

/** Each post's tags (by name, in the post's order, Ghost's internal `#` tags left out) and row of `posts_meta`. */
function relationsOf(data: Fields): GhostRelations {
  const rows = (name: string) => (Array.isArray(data[name]) ? data[name].filter(isFields) : []);
  const names = new Map<string, string>();
  for (const tag of rows('tags')) {
    const name = text(tag, 'name').trim();
    if (name && !name.startsWith('#')) names.set(String(tag.id), name);
  }
  const order = (link: Fields) => (typeof link.sort_order === 'number' ? link.sort_order : 0);
  const tags = new Map<string, string[]>();
  for (const link of [...rows('posts_tags')].sort((a, b) => order(a) - order(b))) {
    const name = names.get(String(link.tag_id));
    const post = String(link.post_id);
    if (!name) continue;
    const list = tags.get(post) ?? [];
    if (!list.includes(name)) list.push(name);
    tags.set(post, list);
  }
  const meta = new Map(rows('posts_meta').map((row) => [String(row.post_id), row]));
  return { tags, meta };
}

const titleOf = (post: Fields) => text(post, 'title').replace(/\s+/g, ' ').trim();
