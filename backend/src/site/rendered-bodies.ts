import { Logger, NotFoundException } from '@nestjs/common';
import { renderPost, type RenderedPost } from '@portfolio/contract/markdown';
import type { PostBodiesService } from '../post-bodies/post-bodies.service';
import { Lru } from './lru';

/**
 * How many characters of rendered bodies stay in memory: enough for the feeds that show a body
 * (each up to 20) to share it while they are made one after another, far from every body.
 */
const BODIES_IN_MEMORY_CHARS = 1_000_000;

/**
 * The posts' bodies rendered, the latest of them kept by id: an id names one text, so a body
 * rendered for its page or for one feed is the same for every other feed that shows it.
 */
export class RenderedBodies {
  private readonly logger = new Logger(RenderedBodies.name);
  private readonly recent = new Lru<string, Promise<RenderedPost | undefined>>(BODIES_IN_MEMORY_CHARS, () => 0);

  constructor(private readonly postBodies: PostBodiesService) {}

  /** A stored body, rendered; undefined when it is not stored (a save cannot refer to such a body). */
  of(id: string): Promise<RenderedPost | undefined> {
    const kept = this.recent.get(id);
    if (kept) return kept;
    const rendered = this.postBodies.read(id).then(renderPost, (error: unknown) => {
      if (!(error instanceof NotFoundException)) throw error;
      this.logger.error(`The post body ${id} the document refers to is not stored: its page is not shown`);
      return undefined;
    });
    // Its size is known once it is rendered; one that failed or is missing is not kept.
    this.recent.set(id, rendered);
    rendered.then(
      (post) => (post ? this.recent.set(id, rendered, post.html.length + post.text.length) : this.recent.delete(id)),
      () => this.recent.delete(id),
    );
    return rendered;
  }
}
