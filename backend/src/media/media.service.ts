import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { HttpException, Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  mediaFileName,
  mediaReferences,
  parseMediaUrl,
  PORTFOLIO,
  type Media,
  type MediaType,
} from '@portfolio/contract';
import { inspectContent, RefusedContent } from './file-content';
import { makeImageCopies } from './image-copies';
import { MediaRepository, type StoredMedia } from './media.repository';
import type { ReceivedFile } from './receive-file.interceptor';
import { UPLOAD_LIMITS, type UploadLimits } from './upload-limits';
import { UploadQueue } from './upload-queue';

/** How long an upload nothing refers to is kept: a draft has that long to be saved. */
export const MEDIA_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The owner's uploads: judged, turned into the files the site serves, stored, and swept when unused. */
@Injectable()
export class MediaService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MediaService.name);
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: MediaRepository,
    private readonly queue: UploadQueue,
    @Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
    void this.sweep();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Stores an uploaded file when its turn comes, or answers why not with a 413, 415 or 422 that
   * stores nothing. When the file's signal aborts, its work is abandoned and nothing is stored:
   * the promise rejects with the signal's reason.
   */
  async upload({ path, signal }: ReceivedFile): Promise<StoredMedia> {
    try {
      return await this.queue.inTurn(signal, () => this.make(path, signal));
    } catch (error) {
      if (error instanceof RefusedContent) throw new HttpException({ message: error.message }, error.status);
      throw error;
    }
  }

  file(name: string) {
    return this.repository.file(name);
  }

  /** The addresses among these that name no file of this site. */
  async missing(urls: string[]): Promise<string[]> {
    const names = urls.map((url) => url.slice(url.lastIndexOf('/') + 1));
    const missing = new Set(await this.repository.missing(names));
    return urls.filter((_url, index) => missing.has(names[index]!));
  }

  /**
   * Deletes the uploads that neither the document nor any kept revision refers to, uploaded more
   * than the grace period ago. A draft in the owner's browser can refer to an upload not saved
   * yet: the grace period is its time to be saved. A failure waits for the next sweep, and so does
   * a sweep that finds a document it cannot read (one of a newer release's shape, after a
   * rollback): what it refers to is not known, so nothing is deleted.
   */
  async sweep(): Promise<void> {
    try {
      const deleted = await this.repository.deleteUnreferenced(MEDIA_GRACE_MS, (document) =>
        mediaReferences(PORTFOLIO, document).flatMap(({ url }) => parseMediaUrl(url)?.id ?? []),
      );
      if (deleted > 0) this.logger.log(`Deleted ${deleted} upload(s) nothing refers to`);
    } catch (error) {
      this.logger.warn(
        `Unused uploads were not swept this time: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async make(path: string, signal: AbortSignal): Promise<StoredMedia> {
    // Read whole, to be judged and hashed. An image's bytes are let go before its copies are
    // made, while they are still young enough for V8's next quick collection to free them: held
    // for the second or more that takes, they outlive it, and stay resident until a full one.
    const bytes = await readFile(path);
    const content = inspectContent(bytes);
    // The same bytes uploaded again are the same upload: nothing to make.
    const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const known = await this.repository.touch(id);
    if (known) return known;
    signal.throwIfAborted();
    if (content.kind === 'pdf') return this.storePdf(id, content.type, bytes, signal);
    return this.storeImage(id, content.type, bytes.length, path, signal);
  }

  private async storePdf(id: string, type: MediaType, bytes: Buffer, signal: AbortSignal): Promise<StoredMedia> {
    const stored: StoredMedia = { media: { kind: 'pdf', id }, type, bytes: bytes.length };
    await this.repository.store(stored, [{ name: mediaFileName(stored.media), type, body: bytes }], signal);
    return stored;
  }

  private async storeImage(
    id: string,
    type: MediaType,
    bytes: number,
    path: string,
    signal: AbortSignal,
  ): Promise<StoredMedia> {
    // The image process reads the file itself: its bytes are not copied to it.
    const { width, height, copies } = await makeImageCopies(path, {
      signal,
      memoryBytes: this.limits.processMemoryBytes,
    });
    const media: Media = { kind: 'image', id, width, height };
    const stored: StoredMedia = { media, type, bytes };
    const files = copies.map((copy) => ({
      name: mediaFileName(media, copy.width),
      type: 'image/webp',
      body: copy.body,
    }));
    await this.repository.store(stored, files, signal);
    return stored;
  }
}
