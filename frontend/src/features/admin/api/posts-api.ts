import { fieldErrorsOf, isRecord, pick, PORTFOLIO, type Blog } from '@portfolio/contract';
import { ApiError, getJson, getJsonReply, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';
import { failedSave, SAVE_TIMEOUT_MS, sendGuarded, type SaveResult } from './save-portfolio';

const TIMEOUT_MS = 8000;
const POST = PORTFOLIO.fields.blogs.item;

export type PostStatus = Blog['status'];

/** A post as the owner's list shows it: no body, no excerpt. */
export interface ListedPost {
  id: string;
  title: string;
  date: string;
  status: PostStatus;
  publishAt: string;
  slug: string;
  tags: string[];
  pinned: boolean;
  updatedAt: string;
}

/** One page of the list, with how many posts match and how many of each status. */
export interface PostPage {
  posts: ListedPost[];
  total: number;
  counts: Record<PostStatus, number>;
  page: number;
  pages: number;
}

export interface PostQuery {
  page: number;
  q: string;
  status: '' | PostStatus;
  tag: string;
}

/** A post as stored: its id, its fields (the body as its id) and its version's ETag. */
export interface StoredPost {
  id: string;
  post: Blog;
  etag: string;
}

export type PostSaveResult = Exclude<SaveResult, { outcome: 'saved' }> | ({ outcome: 'saved' } & StoredPost);

const isPage = (value: unknown): value is PostPage =>
  isRecord(value) &&
  Array.isArray(value.posts) &&
  value.posts.every((post) => isRecord(post) && typeof post.id === 'string' && typeof post.title === 'string') &&
  Number.isInteger(value.total) &&
  isRecord(value.counts) &&
  Number.isInteger(value.page) &&
  Number.isInteger(value.pages);

function pageQuery(query: Partial<PostQuery> & { pinned?: boolean }): string {
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== undefined && !(key === 'page' && value === 1)) parameters.set(key, String(value));
  }
  const text = parameters.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/posts`: a page of 20, newest first; `pinned` lists the pinned posts in the owner's order. */
export async function listPosts(
  query: Partial<PostQuery> & { pinned?: boolean },
  signal?: AbortSignal,
): Promise<PostPage> {
  const path = `/api/posts${pageQuery(query)}`;
  const body = await getJson(path, { timeoutMs: TIMEOUT_MS, signal });
  if (!isPage(body)) throw unexpectedJson(path, 'a list of posts');
  return body;
}

/**
 * Every pinned post, in the owner's order: the API lists them 20 a page, so each page is read in
 * turn up to the last, and the order saved is the whole pinned set's.
 */
export async function listPinned(signal?: AbortSignal): Promise<ListedPost[]> {
  const pages = [await listPosts({ pinned: true }, signal)];
  while (pages.length < pages[0]!.pages) pages.push(await listPosts({ pinned: true, page: pages.length + 1 }, signal));
  return pages.flatMap((page) => page.posts);
}

/** The post's fields out of an answer's `{id, …fields}`. */
const storedOf = (body: unknown, etag: string): StoredPost | undefined =>
  isRecord(body) && typeof body.id === 'string' ? { id: body.id, post: pick(POST, body) as Blog, etag } : undefined;

/** `GET /api/posts/{id}`: the post alone, under its own ETag. */
export async function readPost(id: string, signal?: AbortSignal): Promise<StoredPost> {
  const path = `/api/posts/${encodeURIComponent(id)}`;
  const { body, headers } = await getJsonReply(path, { timeoutMs: TIMEOUT_MS, signal, credentials: 'include' });
  const stored = storedOf(body, headers.get('etag') ?? '');
  if (!stored) throw unexpectedJson(path, 'a post');
  return stored;
}

/**
 * `PUT /api/posts/{id}` guarded by the version it was edited from, or `POST /api/posts` for a new
 * post (`id` undefined). The post's `body` is its stored body's id.
 */
export function savePost(id: string | undefined, post: Blog, etag: string): Promise<PostSaveResult> {
  const path = id === undefined ? '/api/posts' : `/api/posts/${encodeURIComponent(id)}`;
  return storePost(path, id === undefined ? 'POST' : 'PUT', pick(POST, post), id === undefined ? '' : etag);
}

/** A refusal's field errors; one that names no field (the bound on posts) as the post's own, at path ''. */
const refusalsOf = (body: unknown) => {
  const errors = fieldErrorsOf(body);
  return errors.length > 0 || !isRecord(body) || typeof body.message !== 'string'
    ? errors
    : [{ path: '', message: body.message }];
};

/** Sends what stores a post (a save, a restore) and reads the post stored, under its new ETag. */
export async function storePost(path: string, method: 'POST' | 'PUT', body: unknown, etag: string) {
  try {
    const reply = await sendGuarded(path, method, body, etag);
    const stored = storedOf(reply.body, reply.headers.get('etag') ?? '');
    return (stored ? { outcome: 'saved', ...stored } : { outcome: 'unavailable' }) as PostSaveResult;
  } catch (error) {
    return failedSave(error, refusalsOf) as PostSaveResult;
  }
}

/** `DELETE /api/posts/{id}`, if the post is still the version the owner saw. */
export async function deletePost(id: string, etag: string): Promise<PostSaveResult | { outcome: 'deleted' }> {
  try {
    await sendGuarded(`/api/posts/${encodeURIComponent(id)}`, 'DELETE', {}, etag);
    return { outcome: 'deleted' };
  } catch (error) {
    return failedSave(error, fieldErrorsOf) as PostSaveResult;
  }
}

/**
 * `PUT /api/posts/pinned`: the pinned posts' new order. `changed` when the pinned set differs from
 * the one sent (409): nothing was stored.
 */
export async function savePinnedOrder(ids: string[]): Promise<'saved' | 'changed' | 'failed'> {
  try {
    await sendJson('/api/posts/pinned', { method: 'PUT', body: { ids }, timeoutMs: SAVE_TIMEOUT_MS });
    return 'saved';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.status === 409 ? 'changed' : 'failed';
  }
}
