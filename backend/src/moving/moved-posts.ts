import { Injectable } from '@nestjs/common';
import { hasPage, postPath, samePath } from '@portfolio/contract';
import { PortfolioReader } from '../portfolio/portfolio-reader';

/**
 * Where each path a post had on the site it was imported from moved to: its page here. Made from
 * what visitors see (a draft's old path stays not found), once per view.
 */
@Injectable()
export class MovedPosts {
  private held: { etag: string; moves: Map<string, string> } | undefined;

  constructor(private readonly reader: PortfolioReader) {}

  /** The page `path` moved to, or undefined when it is no post's old path. */
  async to(path: string): Promise<string | undefined> {
    const { etag, document } = await this.reader.readPublic();
    if (this.held?.etag !== etag) {
      const moves = new Map<string, string>();
      for (const post of document.blogs.filter(hasPage)) {
        for (const from of post.formerPaths) if (!moves.has(from)) moves.set(from, postPath(post.slug));
      }
      this.held = { etag, moves };
    }
    return this.held.moves.get(samePath(path));
  }
}
