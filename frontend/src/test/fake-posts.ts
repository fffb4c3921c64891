import { checkDocument, MESSAGES, pick, PORTFOLIO, type Blog, type FieldError } from '@portfolio/contract';
import { jsonResponse } from './fetch';
import { keepVersion, postRevisionRoutes, type FakePostRevision } from './fake-post-revisions';

const POST = PORTFOLIO.fields.blogs.item;
/** The bound on posts the API holds: the blog's. */
export const MAX_POSTS = PORTFOLIO.fields.blogs.max;
const PAGE = 20;

/** A post as the fake API stores it: its fields (the body as its id), version and places. */
export interface FakePost {
  id: string;
  fields: Blog;
  version: number;
  /** The owner's order: where the post stands among all, and among the pinned. */
  position: number;
  pinPosition: number;
  /** The versions its saves and restores replaced, oldest first. */
  revisions: FakePostRevision[];
}

/** The posts the fake API starts with: the document's, each a record of its own, in its order. */
export function fakePostsState(blogs: readonly Blog[]) {
  return {
    posts: blogs.map((fields, index): FakePost => ({
      id: `post-${index + 1}`,
      fields: structuredClone(fields),
      version: 1,
      position: index,
      pinPosition: index,
      revisions: [],
    })),
    nextPostId: blogs.length + 1,
    /** Every change to any post (a save, a move): the whole document's ETag names it. */
    postChanges: 0,
    /** The bodies of every post's PUT or POST, parsed, with the id they went to. */
    postSaves: [] as Array<{ id: string | undefined; body: Blog; ifMatch: string | null }>,
    /** The bodies of every `PUT /api/posts/pinned`. */
    pinnedSaves: [] as Array<{ ids: string[] }>,
  };
}

type PostsState = ReturnType<typeof fakePostsState> & { signedIn: boolean };

export const postEtag = (post: FakePost) => `"${post.id}-${post.version}"`;
const pinnedInOrder = (state: PostsState) =>
  state.posts.filter((post) => post.fields.pinned).sort((a, b) => a.pinPosition - b.pinPosition);
const invalid = (errors: FieldError[]) => jsonResponse({ message: 'Some fields are not valid', errors }, 400);
const listed = ({ id, fields: { title, date, status, publishAt, slug, tags, pinned } }: FakePost) => ({
  ...{ id, title, date, status, publishAt, slug, tags, pinned },
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The post's problems as the API names them: its own fields, and an address another post has. */
function problemsOf(state: PostsState, body: unknown, id: string | undefined): FieldError[] {
  const errors = checkDocument(POST, body);
  if (errors.length > 0) return errors;
  const { slug, status, publishAt, body: text } = body as Blog;
  if (slug && state.posts.some((post) => post.id !== id && post.fields.slug === slug))
    return [{ path: 'slug', message: MESSAGES.slugTaken }];
  if (!slug && text) return [{ path: 'slug', message: MESSAGES.slugNeeded }];
  if (status === 'scheduled' && !publishAt) return [{ path: 'publishAt', message: MESSAGES.publishAtNeeded }];
  return [];
}

function list(state: PostsState, parameters: URLSearchParams) {
  const q = (parameters.get('q') ?? '').toLowerCase();
  const tag = parameters.get('tag') ?? '';
  const status = parameters.get('status') ?? '';
  const page = Number(parameters.get('page') ?? '1');
  const matching = state.posts.filter(
    ({ fields }) => fields.title.toLowerCase().includes(q) && (tag === '' || fields.tags.includes(tag)),
  );
  const counts = { published: 0, draft: 0, scheduled: 0 };
  for (const { fields } of matching) counts[fields.status] += 1;
  const shown =
    parameters.get('pinned') === 'true'
      ? pinnedInOrder(state)
      : matching
          .filter(({ fields }) => status === '' || fields.status === status)
          .sort((a, b) => b.fields.date.localeCompare(a.fields.date) || a.position - b.position);
  const posts = shown.slice((page - 1) * PAGE, page * PAGE).map(listed);
  return { posts, total: shown.length, counts, page, pages: Math.max(1, Math.ceil(shown.length / PAGE)) };
}

/** The posts' routes, following backend/src/posts; undefined for others. */
export function postsRoutes(route: string, init: RequestInit, state: PostsState): Response | undefined {
  const [method, url = ''] = route.split(' ');
  const [path = '', search = ''] = url.split('?');
  if (!path.startsWith('/api/posts')) return undefined;
  if (!state.signedIn) return jsonResponse({ message: 'Sign in first' }, 401);
  const ifMatch = new Headers(init.headers).get('if-match');
  const body = () => JSON.parse(String(init.body)) as unknown;
  if (path === '/api/posts' && method === 'GET') return jsonResponse(list(state, new URLSearchParams(search)));
  if (path === '/api/posts/pinned' && method === 'PUT') {
    const { ids } = body() as { ids: string[] };
    state.pinnedSaves.push({ ids });
    const pinned = pinnedInOrder(state);
    if (ids.length !== pinned.length || !pinned.every((post) => ids.includes(post.id))) {
      const message = 'The pinned posts changed since the list was read. Reload to see them.';
      return jsonResponse({ message }, 409);
    }
    for (const post of pinned) post.pinPosition = ids.indexOf(post.id);
    state.postChanges += 1;
    return jsonResponse({ ids });
  }
  if (path === '/api/posts' && method === 'POST') {
    const fields = body() as Blog;
    state.postSaves.push({ id: undefined, body: fields, ifMatch });
    const errors = problemsOf(state, fields, undefined);
    if (errors.length > 0) return invalid(errors);
    if (state.posts.length >= MAX_POSTS) {
      const message = `The blog holds at most ${MAX_POSTS} posts: delete one before adding another.`;
      return jsonResponse({ message }, 400);
    }
    const id = `post-${state.nextPostId++}`;
    const last = Math.max(0, ...state.posts.map((post) => post.pinPosition)) + 1;
    const post = {
      id,
      fields: pick(POST, fields) as Blog,
      version: 1,
      position: state.posts.length,
      pinPosition: last,
      revisions: [],
    };
    state.posts.push(post);
    state.postChanges += 1;
    return jsonResponse({ id, ...post.fields }, 201, { etag: postEtag(post), location: `/api/posts/${id}` });
  }
  const find = (id: string) => state.posts.find((stored) => stored.id === id);
  const revisions = postRevisionRoutes(method!, path, new URLSearchParams(search), ifMatch, find, postEtag);
  if (revisions) {
    if (revisions.ok && method === 'POST') state.postChanges += 1;
    return revisions;
  }
  const id = decodeURIComponent(path.slice('/api/posts/'.length));
  const post = state.posts.find((stored) => stored.id === id);
  if (!post) return jsonResponse({ message: `No post ${id} is stored.` }, 404);
  if (method === 'GET') return jsonResponse({ id, ...post.fields }, 200, { etag: postEtag(post) });
  if (method === 'PUT') state.postSaves.push({ id, body: body() as Blog, ifMatch });
  if (ifMatch !== null && ifMatch !== postEtag(post)) {
    return jsonResponse({ message: `The post ${post.fields.title} was changed elsewhere since it was loaded.` }, 412);
  }
  if (method === 'DELETE') {
    state.posts = state.posts.filter((stored) => stored !== post);
    state.postChanges += 1;
    return new Response(null, { status: 204 });
  }
  const errors = problemsOf(state, body(), id);
  if (errors.length > 0) return invalid(errors);
  const fields = pick(POST, body()) as Blog;
  // A newly pinned post goes last among the pinned.
  if (fields.pinned && !post.fields.pinned)
    post.pinPosition = Math.max(0, ...state.posts.map((p) => p.pinPosition)) + 1;
  keepVersion(post);
  post.fields = fields;
  post.version += 1;
  state.postChanges += 1;
  return jsonResponse({ id, ...fields }, 200, { etag: postEtag(post) });
}
