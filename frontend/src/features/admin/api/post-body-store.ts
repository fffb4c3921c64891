import { fieldErrorsOf, isPostBodyId, MESSAGES, type Blog, type FieldError, type Portfolio } from '@portfolio/contract';
import type { StoredPortfolio } from './load-portfolio';
import { readPostBody, storePostBody } from './post-bodies-api';
import { failedSave, type SaveResult } from './save-portfolio';

/** How many bodies are read or stored at once: enough to overlap, few enough not to queue up a server. */
const AT_ONCE = 4;

/**
 * The Markdown of the posts' bodies, by id. The document holds a body's id; the editor holds its
 * text (so the draft, the unsaved-changes check and the file keep it like any field), and this
 * converts at the edges: after a load, and for a save. An id is its text's hash, so once read or
 * stored, an id and a text name each other for good, and a text stored once is never sent again.
 */
export class PostBodyStore {
  private readonly textOf = new Map<string, string>();
  private readonly idOf = new Map<string, string>();

  private remember(id: string, text: string) {
    this.textOf.set(id, text);
    this.idOf.set(text, id);
  }

  /** A stored version as the editor holds it: each post's body as its Markdown. */
  async editable({ portfolio, etag }: StoredPortfolio, signal?: AbortSignal): Promise<StoredPortfolio> {
    return { portfolio: await this.withTexts(portfolio, signal), etag };
  }

  /**
   * The document with each post's body as its Markdown, reading the bodies not read yet. A value
   * that is no body id (a file written by hand) is taken as Markdown already.
   */
  async withTexts(document: Portfolio, signal?: AbortSignal): Promise<Portfolio> {
    await this.read(document.blogs, signal);
    return this.knownTexts(document);
  }

  /** One post with its bodies (its own, its translations') as their Markdown, as the post's editor holds it. */
  async postWithText(post: Blog, signal?: AbortSignal): Promise<Blog> {
    await this.read([post], signal);
    return mapPostBodies(post, (body) => this.textOf.get(body) ?? body);
  }

  private async read(posts: readonly Blog[], signal?: AbortSignal): Promise<void> {
    const ids = new Set(posts.flatMap((post) => bodiesOf(post, '').map(({ body }) => body)).filter(isPostBodyId));
    const unread = [...ids].filter((id) => !this.textOf.has(id));
    await eachAtOnce(unread, async (id) => this.remember(id, await readPostBody(id, signal)));
  }

  /**
   * A save's or a restore's outcome as the editor holds it. The version saved names bodies this
   * store has just stored or read; one it does not know (never, from this API) is left as its id.
   */
  editableResult(result: SaveResult): SaveResult {
    return result.outcome === 'saved' ? { ...result, portfolio: this.knownTexts(result.portfolio) } : result;
  }

  private knownTexts(document: Portfolio): Portfolio {
    return mapBodies(document, (body) => this.textOf.get(body) ?? body);
  }

  /**
   * The edited document as the API takes it, each post's body as its id: the texts not stored yet
   * are stored first. When one cannot be, nothing else is sent and the save's outcome says why.
   */
  async withIds(edited: Portfolio): Promise<{ ok: true; document: Portfolio } | { ok: false; result: SaveResult }> {
    const stored = await this.store(edited.blogs.flatMap((post, index) => bodiesOf(post, `blogs.${index}.`)));
    if (stored) return { ok: false, result: stored };
    return { ok: true, document: mapBodies(edited, (text) => (text ? this.idOf.get(text)! : '')) };
  }

  /** One post as its save sends it: its bodies stored first (those that are new) and named by their ids. */
  async postWithId(edited: Blog): Promise<{ ok: true; post: Blog } | { ok: false; result: SaveResult }> {
    const stored = await this.store(bodiesOf(edited, ''));
    if (stored) return { ok: false, result: stored };
    return { ok: true, post: mapPostBodies(edited, (text) => (text ? this.idOf.get(text)! : '')) };
  }

  /** Stores the bodies not stored yet; the outcome of the first that could not be, naming its field. */
  private async store(bodies: readonly { body: string; path: string }[]): Promise<SaveResult | undefined> {
    const unstored = bodies.filter(({ body }) => body && !this.idOf.has(body));
    try {
      await eachAtOnce(unstored, async ({ body, path }) => {
        try {
          this.remember(await storePostBody(body), body);
        } catch (error) {
          throw new BodyNotStored(path, error);
        }
      });
    } catch (error) {
      if (!(error instanceof BodyNotStored)) throw error;
      const { path } = error;
      return failedSave(error.cause, (answer) => [{ path, message: reasonOf(answer) }]);
    }
    return undefined;
  }
}

/** Which body (its field's path) a failed request was storing. */
class BodyNotStored extends Error {
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(`The body at ${path} was not stored`, { cause });
    this.path = path;
  }
}

/** A post's bodies, its own and its translations', each with its field's path after `prefix`. */
const bodiesOf = (post: Blog, prefix: string) => [
  { body: post.body, path: `${prefix}body` },
  ...post.translations.map(({ body }, index) => ({ body, path: `${prefix}translations.${index}.body` })),
];

/** A post with each of its bodies, its own and its translations', changed. */
const mapPostBodies = (post: Blog, body: (value: string) => string): Blog => ({
  ...post,
  body: body(post.body),
  translations: post.translations.map((translation) => ({ ...translation, body: body(translation.body) })),
});

/** The API's reason for refusing a body's Markdown (too long, say), in the document's words. */
function reasonOf(answer: unknown): FieldError['message'] {
  return fieldErrorsOf(answer).find((error) => error.path === 'markdown')?.message ?? MESSAGES.postBody;
}

function mapBodies(document: Portfolio, body: (value: string) => string): Portfolio {
  return { ...document, blogs: document.blogs.map((post) => mapPostBodies(post, body)) };
}

/** Runs `work` on every item, `AT_ONCE` at a time; the first failure rejects, and no new item starts. */
async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        queue.length = 0;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
}
