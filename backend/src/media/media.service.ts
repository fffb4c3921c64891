import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  imageWidths,
  MEDIA_TYPE_NAMES,
  mediaFileName,
  mediaReferences,
  parseMediaFile,
  parseMediaUrl,
  PORTFOLIO,
  type Media,
  type MediaType,
} from '@portfolio/contract';
import { UnreferencedSweep } from '../database/unreferenced-sweep';
import { inspectContent, RefusedContent } from './file-content';
import { makeImageCopies } from './image-copies';
import { MediaRepository, type StoredMedia } from './media.repository';
import type { ReceivedFile } from './receive-file.interceptor';
import { UPLOAD_LIMITS, type UploadLimits } from './upload-limits';
import { UploadQueue } from './upload-queue';

/** The owner's uploads: judged, turned into the files the site serves, stored, and swept when unused. */
@Injectable()
export class MediaService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper: UnreferencedSweep;

  constructor(
    private readonly repository: MediaRepository,
    private readonly queue: UploadQueue,
    @Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits,
  ) {
    const referencesOf = (document: unknown) =>
      mediaReferences(PORTFOLIO, document).flatMap(({ url }) => parseMediaUrl(url)?.id ?? []);
    this.sweeper = new UnreferencedSweep(repository, referencesOf, 'uploads', MediaService.name);
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
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

  /**
   * An upload of this site's export stored as it was (its pages name its files): each file one of
   * the names the site gives that upload, and what its name says (a WebP copy, or the PDF). A 400
   * names the file that is not, and nothing of the upload is stored.
   */
  async restore({ media, type, bytes }: StoredMedia, files: { name: string; bytes: Uint8Array }[]): Promise<void> {
    const names =
      media.kind === 'pdf'
        ? [mediaFileName(media)]
        : imageWidths(media.width).map((width) => mediaFileName(media, width));
    const served = media.kind === 'pdf' ? 'application/pdf' : 'image/webp';
    const wrong = (name: string, why: string) =>
      new BadRequestException({ message: `media/${name}: ${why}`, source: `media/${name}` });
    if (!(type in MEDIA_TYPE_NAMES) || !names.every((name) => parseMediaFile(name)))
      throw wrong(names[0]!, 'It is no upload of this site.');
    const missing = names.find((name) => !files.some((file) => file.name === name));
    if (missing) throw wrong(missing, 'It is missing from the archive.');
    const stored = files
      .filter(({ name }) => names.includes(name))
      .map(({ name, bytes: body }) => {
        try {
          if (inspectContent(Buffer.from(body)).type !== served) throw new RefusedContent(`It is not ${served}.`);
        } catch (error) {
          if (error instanceof RefusedContent) throw wrong(name, error.message);
          throw error;
        }
        return { name, type: served, body: Buffer.from(body) };
      });
    await this.repository.store({ media, type, bytes }, stored, new AbortController().signal);
  }

  listed() {
    return this.repository.listed();
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

  /** Deletes the uploads nothing refers to past their grace period (UnreferencedSweep). */
  sweep(): Promise<void> {
    return this.sweeper.sweep();
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
