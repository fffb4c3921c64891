import { createHash } from 'node:crypto';
import { Injectable, Logger, NotFoundException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { PORTFOLIO, postBodyReferences } from '@portfolio/contract';
import { PostBodiesRepository } from './post-bodies.repository';

/** How long a body nothing refers to is kept: a draft has that long to be saved, as for uploads. */
export const POST_BODY_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The posts' Markdown bodies: stored by their content's id, read back, and swept when unused. */
@Injectable()
export class PostBodiesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PostBodiesService.name);
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly repository: PostBodiesRepository) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
    void this.sweep();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Stores a body (checked by the DTO) and answers its id: the same text always has the same one. */
  async store(markdown: string): Promise<string> {
    const id = createHash('sha256').update(markdown, 'utf8').digest('hex').slice(0, 32);
    await this.repository.store(id, markdown);
    return id;
  }

  /** The Markdown of a stored body, or a 404. */
  async read(id: string): Promise<string> {
    const markdown = await this.repository.find(id);
    if (markdown === undefined) throw new NotFoundException({ message: 'There is no such post body.' });
    return markdown;
  }

  /** The ids among these that name no stored body. */
  missing(ids: string[]): Promise<string[]> {
    return this.repository.missing(ids);
  }

  /**
   * Deletes the bodies that neither the document nor any kept revision refers to, stored more
   * than the grace period ago: so a body lives as long as a version that can be restored names
   * it. As the uploads' sweep, a failure waits for the next sweep, and a stored document this
   * release cannot read (of a newer shape) stops it: what that one refers to is not known.
   */
  async sweep(): Promise<void> {
    try {
      const deleted = await this.repository.deleteUnreferenced(POST_BODY_GRACE_MS, (document) =>
        postBodyReferences(PORTFOLIO, document).map(({ id }) => id),
      );
      if (deleted > 0) this.logger.log(`Deleted ${deleted} post body(ies) nothing refers to`);
    } catch (error) {
      this.logger.warn(
        `Unused post bodies were not swept this time: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
