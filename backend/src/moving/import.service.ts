import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import {
  isPublicPost,
  MEDIA_PATH,
  mediaUrl,
  SHAPE_VERSION,
  type Blog,
  type ImportAnswer,
  type ImportWarning,
  type PlacedPost,
  type Portfolio,
} from '@portfolio/contract';
import type { ImportedImage } from '@portfolio/contract/placing';
import { CLOCK, type Clock } from '../portfolio/clock';
import type { Revision } from '../portfolio/etag';
import { PortfolioReader } from '../portfolio/portfolio-reader';
import { changedElsewhere, PortfolioWriter, refuse } from '../portfolio/portfolio-writer';
import { unstoredReferences } from '../portfolio/unstored-references';
import { MediaService } from '../media/media.service';
import { PostBodiesService } from '../post-bodies/post-bodies.service';
import { ArchiveImages } from './archive-images';
import { importedEvents } from './imported-events';
import { ImportRepository } from './import.repository';
import { ImportedSite } from './imported-site';
import type { ReceivedImport } from './received-import';

/**
 * Imports a file's posts: previewed, it says what would happen and stores nothing; done, it
 * uploads the file's images, stores each body as it comes, and saves the document once, guarded
 * by the revision it read, so the import is one version in the history and one restore undoes it;
 * its posts are written as records a batch at a time, never all in one string or statement.
 * Another platform's posts are added after the site's; this site's own export replaces the
 * landing page and the posts with its own, as they were. One import at a time.
 */
@Injectable()
export class ImportService {
  private running = false;

  constructor(
    private readonly reader: PortfolioReader,
    private readonly writer: PortfolioWriter,
    private readonly media: MediaService,
    private readonly bodies: PostBodiesService,
    private readonly repository: ImportRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async import(file: ReceivedImport, { preview }: { preview: boolean }): Promise<ImportAnswer> {
    if (this.running) throw new ConflictException({ message: 'An import is under way. Try again once it is done.' });
    this.running = true;
    try {
      return await this.read(file, preview);
    } finally {
      this.running = false;
    }
  }

  private async read(file: ReceivedImport, preview: boolean): Promise<ImportAnswer> {
    const { document, revision } = await this.reader.read();
    const site = new ImportedSite(document, this.clock.now(), preview);
    const rows: PlacedPost[] = [];
    const warnings: ImportWarning[] = [];
    const images = new ArchiveImages((markdown) => this.bodies.store(markdown));
    let imageCount = 0;
    for await (const event of importedEvents(file, preview)) {
      if ('warning' in event) warnings.push(event.warning);
      else if ('site' in event) warnings.push(site.replacedBy(event.site));
      else if ('upload' in event) {
        if (!preview) {
          await this.media.restore(event.upload.upload, event.upload.files);
          for (const { name } of event.upload.files) await images.arrived(`media/${name}`, `${MEDIA_PATH}${name}`);
        }
      } else if ('image' in event) {
        imageCount += 1;
        if (!preview && !images.has(event.image.path)) {
          await images.arrived(event.image.path, await this.upload(event.image, warnings));
        }
      } else {
        const placed = site.place(event.post);
        rows.push(placed.row);
        warnings.push(...placed.warnings);
        if (!preview) for (const body of placed.bodies) await images.body(body);
      }
    }
    const imported = !preview && site.changed;
    if (imported) {
      await images.rest(warnings);
      await this.save(site.saved(), revision);
    }
    return { imported, posts: rows, images: imageCount, warnings };
  }

  /**
   * Stores what the import makes as the document's next version. A row still holding posts of its
   * own (saved by a release from before posts were stored apart) is saved whole, which moves them
   * into records as any whole save does.
   */
  private async save(
    { document, posts, landing }: { document: Portfolio; posts: Blog[]; landing?: Portfolio },
    revision: Revision,
  ): Promise<void> {
    if (this.reader.rowHoldsPosts()) {
      await this.writer.replace(document, [revision]);
      return;
    }
    refuse(await unstoredReferences(document, this.media, this.bodies));
    const now = this.clock.now();
    const shown = landing !== undefined || posts.some((post) => isPublicPost(post, now));
    const records = { ...(landing && { landing: JSON.stringify(landing) }), posts, shown };
    if (!(await this.repository.save(records, SHAPE_VERSION, revision))) throw changedElsewhere();
    await this.reader.refresh();
    await this.writer.forgetOldRevisions();
  }

  /** An image of the file stored as the owner's upload: its address, or undefined when the site does not take it (said). */
  private async upload(image: ImportedImage, warnings: ImportWarning[]): Promise<string | undefined> {
    const path = join(tmpdir(), `import-image-${randomBytes(16).toString('hex')}`);
    try {
      await writeFile(path, image.bytes, { mode: 0o600 });
      return mediaUrl((await this.media.upload({ path, signal: new AbortController().signal })).media);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const { message } = error.getResponse() as { message: string };
      warnings.push({ source: image.path, message: `The image was not imported: ${message}` });
      return undefined;
    } finally {
      await unlink(path).catch(() => undefined);
    }
  }
}
