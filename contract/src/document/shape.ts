import { isRecord } from './check.js';
import { pinFormerLandingPosts } from './landing-posts.js';

/** Turns a document of one shape into the next: fields renamed, moved, split or otherwise transformed. */
export type Migration = (document: Record<string, unknown>) => Record<string, unknown>;

/**
 * The document's migrations, in order: the first upgrades shape 1 to 2, the next 2 to 3. A change
 * to the description that stored documents (and drafts kept in browsers) would not pass adds one:
 * a field renamed, moved or transformed. A field added as `optional` needs none, as a document
 * without it reads it as empty.
 */
export const MIGRATIONS: readonly Migration[] = [
  // 1 → 2: the owner's own portrait, resume and project pictures, none at first. They are optional
  // now, so a document of shape 1 would read without this step; it stays because stored documents,
  // drafts and exported files carry their shape, and without it shape 2 would be refused as a
  // newer version's.
  (document) => ({
    ...document,
    personalInfo: isRecord(document.personalInfo)
      ? { ...document.personalInfo, portrait: '', resume: '' }
      : document.personalInfo,
    projects: Array.isArray(document.projects)
      ? document.projects.map((project: unknown) => (isRecord(project) ? { ...project, image: '' } : project))
      : document.projects,
  }),
  // 2 → 3: the landing page shows the newest posts where it showed every public one in the
  // owner's order; a document whose posts were not newest first keeps its page by pinning them.
  (document) => pinFormerLandingPosts(document, new Date()),
];

/** The shape the description has now; a document carries the shape it was written in. */
export const SHAPE_VERSION = MIGRATIONS.length + 1;

/**
 * A document of an older shape, brought to the current one. Throws for a shape this version cannot
 * read (written by a newer version, or not a shape at all): the caller keeps the document as it is.
 */
export function upgradeDocument(
  document: unknown,
  shape: unknown,
  migrations: readonly Migration[] = MIGRATIONS,
): unknown {
  const newest = migrations.length + 1;
  if (typeof shape !== 'number' || !Number.isInteger(shape) || shape < 1 || shape > newest) {
    throw new RangeError(`A document of shape ${String(shape)} cannot be read here, which reads shapes 1 to ${newest}`);
  }
  return migrations.slice(shape - 1).reduce<unknown>((upgraded, migrate) => {
    if (!isRecord(upgraded)) throw new TypeError('Only an object can be upgraded');
    return migrate(upgraded);
  }, document);
}
