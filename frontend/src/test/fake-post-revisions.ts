import { PORTFOLIO, type Blog } from '@portfolio/contract';
import { jsonResponse } from './fetch';

const FIELDS = Object.keys(PORTFOLIO.fields.blogs.item.fields);
const PAGE = 20;

/** A version of a post a save replaced, kept as the API keeps it. */
export interface FakePostRevision {
  version: number;
  savedAt: string;
  fields: Blog;
}

interface RevisedPost {
  id: string;
  fields: Blog;
  version: number;
  revisions: FakePostRevision[];
}

/** Keeps the post's version as it stands, before a save or a restore replaces it. */
export function keepVersion(post: RevisedPost): void {
  post.revisions.push({ version: post.version, savedAt: new Date().toISOString(), fields: post.fields });
}

/** The fields a kept version differs in from the one kept before it (all of them for the first), as the API says. */
function changedOf(revisions: FakePostRevision[], at: number): string[] {
  const previous = revisions[at - 1]?.fields as Record<string, unknown> | undefined;
  const fields = revisions[at]!.fields as Record<string, unknown>;
  return FIELDS.filter((field) => !previous || JSON.stringify(fields[field]) !== JSON.stringify(previous[field]));
}

/**
 * `GET /api/posts/{id}/revisions[?before=]`, `GET …/{version}`, `POST …/{version}/restore`, following
 * backend/src/posts/post-revisions.controller.ts; undefined for other routes.
 */
export function postRevisionRoutes<Post extends RevisedPost>(
  method: string,
  path: string,
  search: URLSearchParams,
  ifMatch: string | null,
  find: (id: string) => Post | undefined,
  etagOf: (post: Post) => string,
): Response | undefined {
  const route = /^\/api\/posts\/([^/]+)\/revisions(?:\/(\d+)(\/restore)?)?$/.exec(path);
  if (!route) return undefined;
  const id = decodeURIComponent(route[1]!);
  const post = find(id);
  if (!post) return jsonResponse({ message: `No post ${id} is stored.` }, 404);
  if (route[2] === undefined) {
    const before = search.get('before');
    const older = post.revisions
      .map((revision, at) => ({ ...revision, at }))
      .filter(({ version }) => before === null || version < Number(before))
      .reverse();
    const page = older
      .slice(0, PAGE)
      .map(({ version, savedAt, at }) => ({ version, savedAt, bytes: 1, changed: changedOf(post.revisions, at) }));
    return jsonResponse({ revisions: page, next: older.length > PAGE ? page.at(-1)!.version : null });
  }
  const kept = post.revisions.find(({ version }) => version === Number(route[2]));
  if (!kept) return jsonResponse({ message: `No version ${route[2]} of post ${id} is kept.` }, 404);
  if (method === 'GET' && !route[3])
    return jsonResponse({ version: kept.version, savedAt: kept.savedAt, post: kept.fields });
  if (method !== 'POST' || !route[3]) return jsonResponse({ message: 'Not found' }, 404);
  if (ifMatch === null) {
    return jsonResponse({ message: 'Send If-Match with the ETag of the version the restore replaces.' }, 428);
  }
  if (ifMatch !== etagOf(post)) {
    return jsonResponse({ message: `The post "${post.fields.title}" was changed elsewhere since it was loaded.` }, 412);
  }
  keepVersion(post);
  post.fields = structuredClone(kept.fields);
  post.version += 1;
  return jsonResponse({ id, ...post.fields }, 200, { etag: etagOf(post) });
}
