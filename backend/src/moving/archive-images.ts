import type { ImportWarning } from '@portfolio/contract';
import type { ImportedBody as HeldBody } from './imported-site';

/**
 * An image inside the imported archive, as a post's Markdown names it until it is uploaded: in
 * angle brackets when its path has a space or a bracket, as Markdown writes such an address.
 */
const ARCHIVE_IMAGE = /<archive:([^<>\n]+)>|archive:([^\s()<>"]+)/g;

const namedImages = (markdown: string) =>
  Array.from(markdown.matchAll(ARCHIVE_IMAGE), ([, bracketed, plain]) => (bracketed ?? plain)!);

/** A body waiting for its images: what it is, where it is from, and what to do with its stored id. */

/**
 * Gives each imported body the addresses of the archive's images, uploaded as the owner's media,
 * and stores it. A post may come before its images in the archive: its body waits until every
 * image it names has come, so that only bodies with images still to come are held.
 */
export class ArchiveImages {
  private readonly uploaded = new Map<string, string | undefined>();
  private held: HeldBody[] = [];

  constructor(private readonly store: (markdown: string) => Promise<string>) {}

  /** Whether the image at `path` has come already. */
  has(path: string): boolean {
    return this.uploaded.has(path);
  }

  /** Stores a body once its images are uploaded, now if they are, and hands its id to `stored`. */
  async body(body: HeldBody): Promise<void> {
    if (namedImages(body.markdown).every((path) => this.uploaded.has(path))) {
      body.stored(await this.store(this.named(body.markdown)));
    } else this.held.push(body);
  }

  /** An image uploaded (at `url`), or not taken (undefined): the bodies waiting for it go on. */
  async arrived(path: string, url: string | undefined): Promise<void> {
    this.uploaded.set(path, url);
    const held = this.held;
    this.held = [];
    for (const body of held) await this.body(body);
  }

  /** Stores the bodies still held: the images they name are not in the archive, and are said so. */
  async rest(warnings: ImportWarning[]): Promise<void> {
    for (const { markdown, source, stored } of this.held) {
      const missing = namedImages(markdown).filter((path) => !this.uploaded.has(path));
      warnings.push({
        source,
        message: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the archive.`,
      });
      for (const path of missing) this.uploaded.set(path, undefined);
      stored(await this.store(this.named(markdown)));
    }
    this.held = [];
  }

  /** `markdown` with each image's address: its upload's, or its path in the archive when it was not taken. */
  private named(markdown: string): string {
    return markdown.replace(ARCHIVE_IMAGE, (_whole, bracketed: string | undefined, plain: string | undefined) => {
      const path = (bracketed ?? plain)!;
      return this.uploaded.get(path) ?? (bracketed === undefined ? path : `<${path}>`);
    });
  }
}
