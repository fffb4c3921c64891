import {
  checkAcrossFields,
  checkDocument,
  checkPortfolio,
  isRecord,
  pick,
  pickPortfolio,
  postRules,
  PORTFOLIO,
  SHAPE_VERSION,
  upgradeDocument,
  type FieldError,
  type Portfolio,
  type PortfolioInput,
} from '@portfolio/contract';

/**
 * A stored document (the current one or a kept revision) as far as it can be read: in the current
 * shape, in the document's order (JSONB keeps its own) and with only its fields; and where it
 * breaks the document's rules.
 */
export function readStored(stored: unknown, shape: number): { document: Portfolio; problems: FieldError[] } {
  const { upgraded, problems } = toCurrentShape(stored, shape);
  return { document: pickPortfolio(upgraded), problems: [...problems, ...checkPortfolio(upgraded)] };
}

/** A document assembled from a row and its posts: the next is assembled from it when only some posts changed. */
export interface Assembled {
  stored: unknown;
  shape: number;
  posts: readonly StoredPost[];
  document: Portfolio;
  problems: FieldError[];
}

interface StoredPost {
  fields: unknown;
  shape: number;
}

/**
 * The document assembled from its row and its posts (in the document's order), as `readStored`
 * reads one. Posts written in the row's shape are upgraded with it, as one document, as they were
 * before they were stored apart; a post saved on its own in a newer shape is upgraded alone. A row
 * that still holds posts (written by a release from before posts were stored apart, after a
 * rollback) is read with its own: they are the newest the owner saved. Given the `last` assembly,
 * the posts it holds are not read again: a post saved on its own reads that post.
 */
export function readAssembled(
  stored: unknown,
  shape: number,
  posts: readonly StoredPost[],
  last?: Assembled,
): Assembled {
  const assembled = (read: { document: Portfolio; problems: FieldError[] }) => ({ stored, shape, posts, ...read });
  if (!isRecord(stored) || (Array.isArray(stored.blogs) && stored.blogs.length > 0))
    return assembled(readStored(stored, shape));
  const next = last && readChanged(stored, shape, posts, last);
  if (next) return assembled(next);
  if (shape === SHAPE_VERSION && posts.every((post) => post.shape === SHAPE_VERSION)) {
    const blogs = posts.flatMap(({ fields }) => (isRecord(fields) ? [readPost(fields)] : []));
    const document = { ...pickPortfolio({ ...stored, blogs: [] }), blogs };
    return assembled({ document, problems: problemsOf(stored, posts) });
  }
  const together = posts.filter((post) => post.shape === shape);
  const { upgraded, problems } = toCurrentShape({ ...stored, blogs: together.map(({ fields }) => fields) }, shape);
  const upgradedTogether = isRecord(upgraded) && Array.isArray(upgraded.blogs) ? upgraded.blogs : [];
  const byPost = new Map(together.map((post, index) => [post, upgradedTogether[index]]));
  const blogs = posts.map((post) => {
    if (byPost.has(post)) return byPost.get(post);
    const alone = postToCurrentShape(post.fields, post.shape);
    problems.push(...alone.problems);
    return alone.upgraded;
  });
  const document = { ...(isRecord(upgraded) ? upgraded : {}), blogs };
  return assembled({ document: pickPortfolio(document), problems: [...problems, ...checkPortfolio(document)] });
}

/**
 * The document of the same row with the posts that differ from `last`'s (by record, at the same
 * places) read again; undefined when that does not hold, or `last` or a changed post breaks a rule,
 * and the whole is read. Of the rules across posts, a post's own (a body needs an address, a
 * scheduled post its moment) are checked for the changed posts; that no two posts share an address
 * the database holds (`post_address_unique`), as it held for `last`.
 */
function readChanged(
  stored: Record<string, unknown>,
  shape: number,
  posts: readonly StoredPost[],
  last: Assembled,
): { document: Portfolio; problems: FieldError[] } | undefined {
  const same =
    last.stored === stored &&
    last.shape === shape &&
    shape === SHAPE_VERSION &&
    last.problems.length === 0 &&
    last.posts.length === posts.length &&
    last.document.blogs.length === posts.length;
  if (!same) return undefined;
  const blogs = last.document.blogs.slice();
  for (let index = 0; index < posts.length; index++) {
    const post = posts[index]!;
    if (post === last.posts[index]) continue;
    if (post.shape !== SHAPE_VERSION || !isRecord(post.fields) || checkedPost(post.fields).length > 0) return undefined;
    const read = readPost(post.fields);
    if (postRules({ blogs: [read] }).length > 0) return undefined;
    blogs[index] = read;
  }
  return { document: { ...last.document, blogs }, problems: [] };
}

// Each record's fields as the document reads them, and their problems, once per record: a post
// saved on its own then makes one post read and checked, not the blog's. Records are never
// changed in place (a save makes a new one).
const readPosts = new WeakMap<object, Portfolio['blogs'][number]>();
const postProblems = new WeakMap<object, FieldError[]>();
const POST = PORTFOLIO.fields.blogs.item;
const FIELDS = Object.keys(PORTFOLIO.fields);
const BEFORE_POSTS = FIELDS.indexOf('blogs');

/**
 * `checkPortfolio` of the row with these posts, in its words and order, each post's own fields
 * checked once per record; the rules across posts still read every post, a few milliseconds at
 * the bound.
 */
function problemsOf(row: Record<string, unknown>, posts: readonly { fields: unknown }[]): FieldError[] {
  const assembled = { ...row, blogs: posts.map(({ fields }) => fields) };
  if (posts.length > PORTFOLIO.fields.blogs.max) return checkPortfolio(assembled);
  const own = checkDocument(PORTFOLIO, { ...row, blogs: [] });
  const place = (error: FieldError) => FIELDS.indexOf(error.path.split('.')[0]!);
  const ofPosts = posts.flatMap(({ fields }, index) =>
    checkedPost(fields).map(({ path, message }) => ({
      path: path ? `blogs.${index}.${path}` : `blogs.${index}`,
      message,
    })),
  );
  const errors = [
    ...own.filter((error) => place(error) < BEFORE_POSTS),
    ...ofPosts,
    ...own.filter((error) => place(error) > BEFORE_POSTS),
  ];
  return errors.length > 0 ? errors : checkAcrossFields(assembled as PortfolioInput);
}

function checkedPost(fields: unknown): FieldError[] {
  if (!isRecord(fields)) return checkDocument(POST, fields);
  let problems = postProblems.get(fields);
  if (!problems) {
    problems = checkDocument(POST, fields);
    postProblems.set(fields, problems);
  }
  return problems;
}

function readPost(fields: Record<string, unknown>): Portfolio['blogs'][number] {
  let post = readPosts.get(fields);
  if (!post) {
    post = pick(POST, fields) as Portfolio['blogs'][number];
    readPosts.set(fields, post);
  }
  return post;
}

/**
 * One post's fields written in `shape`, brought to the current one as a document holding that post
 * alone is; kept as they are, with the problem, when that shape cannot be read.
 */
export function postToCurrentShape(fields: unknown, shape: number): { upgraded: unknown; problems: FieldError[] } {
  const { upgraded, problems } = toCurrentShape({ blogs: [fields] }, shape);
  return { upgraded: isRecord(upgraded) && Array.isArray(upgraded.blogs) ? upgraded.blogs[0] : fields, problems };
}

/**
 * A document written in an older shape, brought to the current one (it is stored so at the next
 * save); one of a shape this version cannot read is kept as it is, and that is a problem to report.
 */
function toCurrentShape(stored: unknown, shape: number): { upgraded: unknown; problems: FieldError[] } {
  if (shape === SHAPE_VERSION) return { upgraded: stored, problems: [] };
  try {
    return { upgraded: upgradeDocument(stored, shape), problems: [] };
  } catch (error) {
    return {
      upgraded: stored,
      problems: [{ path: '', message: error instanceof Error ? error.message : String(error) }],
    };
  }
}
