import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  DEFAULT_PORTFOLIO,
  pickPortfolio,
  type PortfolioInput,
  type PublishAsked,
  type PublishProgress,
  type PublishStatus,
} from '@portfolio/contract';
import { CLOCK, type Clock } from '../../src/portfolio/clock';
import { DEFAULT_PUBLISH_DELAYS, PUBLISH_DELAYS, type PublishDelays } from '../../src/publish/publish-delays';
import { image } from '../support/media-samples';
import { SITE_URL, siteHarness } from '../site/site-harness';
import { samplePost } from '../support/document-samples';

/** The address of the published copy: the pages name it, not SITE_URL. */
export const PUBLIC_URL = 'https://static.example';
export const NOW = '2030-06-01T12:00:00Z';

/** The API's clock, moved by the tests: a scheduled post's moment comes, a grace period ends. */
export class MovedClock implements Clock {
  moment = new Date(NOW);
  now(): Date {
    return new Date(this.moment);
  }
}

const post = samplePost;

/**
 * The API publishing to the target `prepare` makes ready, on a database of its own, with a moved
 * clock, the owner signed in, and a document with posts of every kind: two public posts with a
 * page (one with an image and a former address), a draft, a hidden post, one scheduled for later.
 * `delays`: the publisher's own, shorter than the product's where a file waits for them often.
 */
export function publishHarness(prepare: () => Promise<string>, delays: Partial<PublishDelays> = {}) {
  const clock = new MovedClock();
  const environment: Record<string, string> = { SITE_URL, PUBLIC_URL };
  // Before the API starts: its settings are read then.
  beforeAll(async () => {
    environment.PUBLISH_TO = await prepare();
  });
  const site = siteHarness(environment, [
    { provide: CLOCK, useValue: clock },
    { provide: PUBLISH_DELAYS, useValue: { ...DEFAULT_PUBLISH_DELAYS, ...delays } },
  ]);
  const state = {} as { imageUrl: string; body: string; otherBody: string };

  beforeAll(async () => {
    const upload = await site.api.http
      .post('/api/media')
      .set('Cookie', site.cookie)
      .attach('file', await image('png', 640, 320), { filename: 'chart.png', contentType: 'image/png' })
      .expect(201);
    state.imageUrl = upload.body.url as string;
    state.body = await site.storeBody(
      `Queues fill up.\n\n## Why\n\n![A chart](${state.imageUrl})\n\n\`\`\`ts\nconst lag = 1;\n\`\`\``,
    );
    state.otherBody = await site.storeBody('A year of work.');
  });

  /** `secondScheduledAt`: a second post scheduled for later, at that moment. */
  const document = (
    scheduledAt: string,
    changes: { title?: string; body?: string; secondScheduledAt?: string } = {},
  ): PortfolioInput =>
    pickPortfolio({
      ...DEFAULT_PORTFOLIO,
      blogs: [
        post({
          title: changes.title ?? 'Backpressure',
          slug: 'backpressure',
          formerSlugs: ['queues-101'],
          // Its path on the site it was imported from.
          formerPaths: ['/2019/05/backpressure/'],
          body: changes.body ?? state.body,
        }),
        post({ title: 'Year in Review', slug: 'year-in-review', body: state.otherBody }),
        post({ title: 'Secret Draft', slug: 'secret-draft', status: 'draft', body: state.otherBody }),
        post({ title: 'Hidden Post', slug: 'hidden-post', hidden: true, body: state.otherBody }),
        post({
          title: 'Coming Soon',
          slug: 'coming-soon',
          status: 'scheduled',
          publishAt: scheduledAt,
          body: state.otherBody,
        }),
        ...(changes.secondScheduledAt === undefined
          ? []
          : [
              post({
                title: 'Coming Later',
                slug: 'coming-later',
                status: 'scheduled',
                publishAt: changes.secondScheduledAt,
                body: state.otherBody,
              }),
            ]),
      ],
    });

  const progress = async (): Promise<PublishProgress> =>
    (await site.api.http.get('/api/publish').set('Cookie', site.cookie).expect(200)).body;
  /** Read until attempt number `attempt` has ended and no other runs after it. */
  const settled = async (from: PublishProgress, attempt: number): Promise<PublishProgress> => {
    let now = from;
    while (now.attempts < attempt || now.running !== null) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await progress();
    }
    return now;
  };

  return {
    site,
    clock,
    get imageUrl() {
      return state.imageUrl;
    },
    get body() {
      return state.body;
    },
    document,
    /**
     * The owner's 'Publish now' as the admin does it: asked for, answered at once with the
     * publish running, then read until it has ended; answers how it went.
     */
    async publishNow(): Promise<PublishProgress> {
      const asked = await site.api.http
        .post('/api/publish')
        .set('Cookie', site.cookie)
        .set('Content-Type', 'application/json')
        .send('{}')
        .expect(202);
      const { settledBy, ...answered } = asked.body as PublishAsked;
      expect(answered.running).not.toBeNull();
      return settled(answered, settledBy);
    },
    /**
     * How the publish a save makes by itself went (a moment after the save: the publisher waits
     * for more). Asking for one as well could find the save's already done, with nothing left to move.
     */
    async savedAndPublished(document: PortfolioInput): Promise<PublishProgress> {
      const before = await progress();
      await site.save(document);
      return settled(await progress(), before.attempts + 1);
    },
    async health(): Promise<PublishStatus> {
      return (await site.api.http.get('/api/health').expect(200)).body.publish as PublishStatus;
    },
  };
}

/** Every file under `root`, by its path there. */
export function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

/**
 * The files a one-post edit of the harness's document changes on the target, in order: that post's
 * page, the home page, the feed, the search index's chunk of its words, description and the post's
 * fragment, and the sitemap.
 */
export const CHANGED_BY_AN_EDIT = [
  'blog/backpressure.html',
  'feed.xml',
  'index.html',
  expect.stringMatching(/^search\/c-[0-9a-f]{16}\.json$/),
  'search/meta.json',
  expect.stringMatching(/^search\/p\/[0-9]+\.json$/),
  'sitemap.xml',
];

/** Each file under `root` with a digest of its bytes. */
export function digests(root: string): Map<string, string> {
  return new Map(
    filesUnder(root).map((path) => [
      path,
      createHash('sha1')
        .update(readFileSync(join(root, path)))
        .digest('hex'),
    ]),
  );
}

/**
 * The files named by the site's pages (scripts, styles, icons, images) that the folder does not
 * hold: none where the site is whole.
 */
export function missingFiles(root: string): string[] {
  const files = new Set(filesUnder(root));
  const missing = new Set<string>();
  for (const page of [...files].filter((path) => path.endsWith('.html'))) {
    const html = readFileSync(join(root, page), 'utf8');
    for (const [, address] of html.matchAll(
      /(?:src|href|srcset|content)="(\/(?:assets|media)\/[^"\s]+|\/[\w.-]+\.(?:png|svg|webmanifest|css))/g,
    )) {
      const path = address!.slice(1);
      if (!files.has(path)) missing.add(`${page} → ${path}`);
    }
    for (const [, address] of html.matchAll(/\/media\/([\w.-]+)/g)) {
      if (!files.has(`media/${address}`)) missing.add(`${page} → media/${address}`);
    }
  }
  return [...missing];
}

/** Until `check` holds, at most `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
