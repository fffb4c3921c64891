import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
  PreconditionFailedException,
} from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import {
  checkDocument,
  postRules,
  MESSAGES,
  pick,
  PORTFOLIO,
  SHAPE_VERSION,
  type FieldError,
} from '@portfolio/contract';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { databaseWork, failureCause } from '../database/database-work';
import { fieldsNotValid } from '../http/validation';
import { MediaService } from '../media/media.service';
import type { Revision } from '../portfolio/etag';
import { PortfolioReader } from '../portfolio/portfolio-reader';
import { postToCurrentShape } from '../portfolio/stored-document';
import { unstoredReferences } from '../portfolio/unstored-references';
import { PostBodiesService } from '../post-bodies/post-bodies.service';
import { findPostRevision, ownProblems, prunePostRevisions } from './post-revisions';
import { listPosts, type PostList, type PostListQuery } from './post-list';
import { pinsChanged, reorderPinned } from './pinned-order';
import { addressTaken, createPost, deletePost, findPost, replacePost, type Locked, type SavedPost } from './post-saves';

const POST = PORTFOLIO.fields.blogs.item;
/** The bound on posts: the blog's (10,000), which each post saved on its own keeps. */
const MAX_POSTS = PORTFOLIO.fields.blogs.max;

/**
 * Saves one post on its own: its fields checked by the DTO, the rules across fields that concern
 * it checked against the other posts, the uploads and body it names stored; then one statement on
 * its record and one kept version, and the reader told of that post alone.
 */
@Injectable()
export class PostWriter {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly reader: PortfolioReader,
    private readonly media: MediaService,
    private readonly postBodies: PostBodiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly logger = new Logger(PostWriter.name);

  list(query: PostListQuery): Promise<PostList> {
    return listPosts(this.manager, query);
  }

  async read(id: string): Promise<SavedPost> {
    return (await databaseWork(() => findPost(this.manager, id))) ?? notFound(id);
  }

  async create(validated: object): Promise<SavedPost> {
    const fields = await this.checked(validated);
    if (this.reader.heldPosts().records.length >= MAX_POSTS) throw tooMany();
    const save = await this.save(() => createPost(this.manager, fields, SHAPE_VERSION, MAX_POSTS, this.held()));
    return save.post ?? tooMany();
  }

  async replace(id: string, validated: object, expected?: Revision[]): Promise<SavedPost> {
    const fields = await this.checked(validated, id);
    const save = await this.save(() => replacePost(this.manager, id, fields, SHAPE_VERSION, expected, this.held()));
    return save.post ?? this.refused(id);
  }

  async remove(id: string, expected?: Revision[]): Promise<void> {
    const save = await this.save(() => deletePost(this.manager, id, expected, this.held()));
    if (!save.post) await this.refused(id);
  }

  /** Puts the pinned posts in the order of `ids`, every one of them: a 409 when they are not those pinned now. */
  async reorderPinned(ids: string[]): Promise<string[]> {
    const { post: stored } = await this.save(() => reorderPinned(this.manager, ids, this.held()));
    if (!stored) throw pinsChanged();
    return stored;
  }

  /** A kept version of the post, in the current shape. */
  async revision(id: string, version: number): Promise<{ version: number; savedAt: string; post: object }> {
    const row = await findPostRevision(this.manager, id, version);
    if (!row) throw new NotFoundException({ message: `No version ${version} of post ${id} is kept.` });
    const { upgraded: fields, problems: unread } = postToCurrentShape(row.fields, row.shape);
    const problems = unread.length > 0 ? unread : checkDocument(POST, fields);
    if (problems.length > 0) {
      throw new UnprocessableEntityException({
        message: `Version ${version} of post ${id} breaks the post's rules and cannot be used.`,
        errors: ownProblems(problems),
      });
    }
    return { version, savedAt: row.savedAt.toISOString(), post: { id, ...(pick(POST, fields) as object) } };
  }

  /**
   * Saves a kept version as the post's next one, while the post is at `expected`; a deleted post
   * comes back under its id, after the others.
   */
  async restore(id: string, version: number, expected: Revision[] | undefined): Promise<SavedPost> {
    const { post } = await this.revision(id, version);
    if (await databaseWork(() => findPost(this.manager, id))) {
      if (!expected) {
        throw new HttpException(
          { message: 'Send If-Match with the ETag of the version the restore replaces.' },
          HttpStatus.PRECONDITION_REQUIRED,
        );
      }
      return this.replace(id, post, expected);
    }
    const fields = await this.checked(post);
    const save = await this.save(() => createPost(this.manager, fields, SHAPE_VERSION, MAX_POSTS, this.held(), id));
    return save.post ?? tooMany();
  }

  /** The save itself is done: a failure here only keeps an old version longer, and is logged. */
  private async forgetOldVersions(id: string): Promise<void> {
    const { kept, keptDays } = this.config.revisions;
    await prunePostRevisions(this.manager, id, kept, keptDays).catch((error: unknown) => {
      this.logger.warn(`Old versions of post ${id} were not forgotten this time: ${failureCause(error)}`);
    });
  }

  private held(): number {
    return this.reader.heldPosts().seq;
  }

  /** Runs a save and hands what it changed to the reader; an address taken meanwhile is the address's 400. */
  private async save<T>(work: () => Promise<Locked<T>>): Promise<Locked<T>> {
    await this.reader.read();
    let save: Locked<T>;
    try {
      save = await work();
    } catch (error) {
      const { code } = error as { code?: string };
      if (code === '23P01') throw fieldsNotValid([{ path: 'slug', message: MESSAGES.slugTaken }]);
      // Two restores of one deleted post: the first brought it back.
      if (code === '23505') throw new PreconditionFailedException({ message: 'The post was restored elsewhere.' });
      return databaseWork(() => Promise.reject(error));
    }
    this.reader.postsChanged(save.changes, save.seq);
    const saved = save.post as { id?: unknown } | undefined;
    if (typeof saved?.id === 'string') await this.forgetOldVersions(saved.id);
    return save;
  }

  /**
   * The post's own fields, once the rules across fields hold for it and what it names is stored:
   * a 400 naming the field. Its own rules (a page needs an address, a scheduled post its moment)
   * read the post alone; that no other post holds its address is one indexed query, so the check
   * does not grow with the blog. The constraint on addresses holds it at commit against a save
   * made meanwhile.
   */
  private async checked(validated: object, id?: string): Promise<Record<string, unknown>> {
    const fields = pick(POST, validated) as Record<string, unknown>;
    refuse(postRules({ blogs: [fields] }));
    const slug = typeof fields.slug === 'string' ? fields.slug : '';
    if (slug !== '' && (await databaseWork(() => addressTaken(this.manager, slug, id)))) {
      refuse([{ path: 'slug', message: MESSAGES.slugTaken }]);
    }
    refuse(await unstoredReferences({ blogs: [fields] }, this.media, this.postBodies));
    return fields;
  }

  /** Why a guarded save or deletion found no post to change: gone (404), or changed elsewhere (412). */
  private async refused(id: string): Promise<never> {
    const post = await this.read(id);
    throw new PreconditionFailedException({
      message:
        `The post "${String(post.fields.title)}" was changed elsewhere since it was loaded. ` +
        'Load its latest version, then save again.',
    });
  }
}

/** A 400 naming each problem by the post's own paths (`slug`, not `blogs.3.slug`), when there is any. */
function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw fieldsNotValid(ownProblems(errors));
}

function notFound(id: string): never {
  throw new NotFoundException({ message: `No post ${id} is stored.` });
}

function tooMany(): never {
  throw new BadRequestException({
    message: `The blog holds at most ${MAX_POSTS} posts: delete one before adding another.`,
  });
}
