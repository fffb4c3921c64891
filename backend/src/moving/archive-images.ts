import type { ImportWarning } from '@portfolio/contract';
import type { ImportedBody } from './imported-site';

/**
 * An image inside the imported archive, as a post's Markdown names it until it is uploaded: in
 * angle brackets when its path has a space or a bracket, as Markdown writes such an address.
 */
const ARCHIVE_IMAGE = /<archive:([^<>\n]+)>|archive:([^\s()<>"]+)/g;

const namedImages = (markdown: string) =>
  Array.from(markdown.matchAll(ARCHIVE_IMAGE), ([, bracketed, plain]) => (bracketed ?? plain)!);

/** A body waiting for its images, and the images it still waits for. */
interface Held {
  body: ImportedBody;
  missing: Set<string>;
}

/**
 * Gives each imported body the addresses of the archive's images, uploaded as the owner's media,
 * and stores it. A post may come before its images in the archive: its body waits until every
 * image it names has come, so that only bodies with images still to come are held, each by the
 * images it waits for (an image's coming looks at its own bodies, not at every one held).
 */
export class ArchiveImages {
  private readonly uploaded = new Map<string, string | undefined>();
  private readonly waiting = new Map<string, Held[]>();

  constructor(private readonly store: (markdown: string) => Promise<string>) {}

  /** Whether the image at `path` has come already. */
  has(path: string): boolean {
    return this.uploaded.has(path);
  }

  /** Stores a body once its images are uploaded, now if they are, and hands its id to `stored`. */
  async body(body: ImportedBody): Promise<void> {
    const missing = new Set(namedImages(body.markdown).filter((path) => !this.uploaded.has(path)));
    if (missing.size === 0) return this.stored(body);
    const held = { body, missing };
    for (const path of missing) {
      const bodies = this.waiting.get(path);
      if (bodies) bodies.push(held);
      else this.waiting.set(path, [held]);
    }
  }

  /** An image uploaded (at `url`), or not taken (undefined): the bodies waiting for it go on. */
  async arrived(path: string, url: string | undefined): Promise<void> {
    this.uploaded.set(path, url);
    const held = this.waiting.get(path) ?? [];
    this.waiting.delete(path);
    for (const { body, missing } of held) {
      missing.delete(path);
      if (missing.size === 0) await this.stored(body);
    }
  }

  /** Stores the bodies still held: the images they name are not in the archive, and are said so. */
  async rest(warnings: ImportWarning[]): Promise<void> {
    const held = new Set([...this.waiting.values()].flat());
    this.waiting.clear();
    for (const { body, missing } of held) {
      warnings.push({
        source: body.source,
        message: `${[...missing].join(', ')} ${missing.size === 1 ? 'is' : 'are'} not in the archive.`,
      });
      for (const path of missing) this.uploaded.set(path, undefined);
      await this.stored(body);
    }
  }

  private async stored(body: ImportedBody): Promise<void> {
    body.stored(await this.store(this.named(body.markdown)));
  }

  /** `markdown` with each image's address: its upload's, or its path in the archive when it was not taken. */
  private named(markdown: string): string {
    return markdown.replace(ARCHIVE_IMAGE, (_whole, bracketed: string | undefined, plain: string | undefined) => {
      const path = (bracketed ?? plain)!;
      return this.uploaded.get(path) ?? (bracketed === undefined ? path : `<${path}>`);
    });
  }
}
