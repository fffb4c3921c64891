import { createHash } from 'node:crypto';
import { Injectable, NotFoundException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { PORTFOLIO, postBodyReferences } from '@portfolio/contract';
import { UnreferencedSweep } from '../database/unreferenced-sweep';
import { PostBodiesRepository } from './post-bodies.repository';

/** The posts' Markdown bodies: stored by their content's id, read back, and swept when unused. */
@Injectable()
export class PostBodiesService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper: UnreferencedSweep;

  constructor(private readonly repository: PostBodiesRepository) {
    const referencesOf = (document: unknown) => postBodyReferences(PORTFOLIO, document).map(({ id }) => id);
    this.sweeper = new UnreferencedSweep(repository, referencesOf, 'post bodies', PostBodiesService.name);
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
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

  /** Deletes the bodies nothing refers to past their grace period (UnreferencedSweep). */
  sweep(): Promise<void> {
    return this.sweeper.sweep();
  }
}
