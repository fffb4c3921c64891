import { isRecord, pick, PORTFOLIO, type Blog, type RevisionPage } from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';
import { storePost, type PostSaveResult } from './posts-api';
import { readRevisionPage } from './revisions-api';

const TIMEOUT_MS = 8000;
const POST = PORTFOLIO.fields.blogs.item;

/** A kept version of a post: its fields as they were, the body as its stored body's id. */
export interface PostRevision {
  version: number;
  savedAt: string;
  post: Blog;
}

const revisionsPath = (id: string) => `/api/posts/${encodeURIComponent(id)}/revisions`;

/** `GET /api/posts/{id}/revisions`: the versions the post's saves replaced, newest first, a page at a time. */
export function listPostRevisions(id: string, before: number | undefined, signal?: AbortSignal): Promise<RevisionPage> {
  return readRevisionPage(`${revisionsPath(id)}${before === undefined ? '' : `?before=${before}`}`, signal);
}

/** `GET /api/posts/{id}/revisions/{version}`: the post as it was then. */
export async function readPostRevision(id: string, version: number, signal?: AbortSignal): Promise<PostRevision> {
  const path = `${revisionsPath(id)}/${version}`;
  const body = await getJson(path, { timeoutMs: TIMEOUT_MS, signal });
  if (
    !isRecord(body) ||
    typeof body.savedAt !== 'string' ||
    !isRecord(body.post) ||
    typeof body.post.title !== 'string'
  )
    throw unexpectedJson(path, 'a version of a post');
  return { version, savedAt: body.savedAt, post: pick(POST, body.post) as Blog };
}

/**
 * `POST /api/posts/{id}/revisions/{version}/restore`: the kept version saved as the post's next,
 * if the post is still the version `etag` names (a conflict otherwise).
 */
export function restorePostRevision(id: string, version: number, etag: string): Promise<PostSaveResult> {
  return storePost(`${revisionsPath(id)}/${version}/restore`, 'POST', {}, etag);
}
