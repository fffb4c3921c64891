import type { FieldError } from './document/check.js';
import type { Blog, Portfolio } from './document/portfolio.js';
import type { PageLanguage } from './languages/page-language.js';
import type { RenderedPost } from './markdown/render-post.js';

/*
 * The API's answers that the browser reads, as JSON carries them (a time is its ISO 8601 text),
 * declared once for the API that sends them and the admin that reads them. The document itself,
 * its field errors (`FieldError`) and an upload (`UploadedMedia`) are declared beside their rules.
 */

/** `PUT /api/post-bodies`: the id of the body stored, its text's own (the same text, the same id). */
export interface StoredPostBody {
  id: string;
}

/** `GET /api/post-bodies/{id}`: a stored body's Markdown. */
export interface PostBodyAnswer {
  id: string;
  markdown: string;
}

/** A version a save replaced, as `GET /api/portfolio/revisions` lists it. */
export interface RevisionSummary {
  version: number;
  savedAt: string;
  /** The size of the stored document, in bytes (of PostgreSQL's text of it). */
  bytes: number;
  /** The sections (`personalInfo`, `skills`, …) that differ from the version kept before it; all of them for the oldest. */
  changed: string[];
}

/** `GET /api/portfolio/revisions`: newest first, a page at a time. */
export interface RevisionPage {
  revisions: RevisionSummary[];
  /** The `before` of the next page, or null on the last one. */
  next: number | null;
}

/** `GET /api/portfolio/revisions/{version}`: a kept version's document, in the current shape. */
export interface RevisionAnswer {
  version: number;
  savedAt: string;
  document: Portfolio;
}

/** `GET /api/auth/second-factor`. */
export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** `POST /api/auth/second-factor/setup`: a new secret, as text and as the `otpauth://` address a QR code carries. */
export interface SecondFactorSetup {
  secret: string;
  uri: string;
}

/** `POST /api/auth/second-factor/confirm`: the recovery codes, shown this once. */
export interface SecondFactorConfirmed {
  recoveryCodes: string[];
}

/**
 * A browser the owner is signed in on (a session) or has signed in from (a trusted device), as
 * `GET /api/auth/sessions` lists it.
 */
export interface SignedInBrowser {
  /** Names it to `DELETE /api/auth/sessions/{id}` (or `/api/auth/devices/{id}`); no secret. */
  id: string;
  /** A short label read from its User-Agent ("Chrome on Linux"), or "Unknown browser". */
  browser: string;
  /** The address it was last used from (an IPv6 address by its /64); empty when none was kept. */
  address: string;
  /** When the session started; when the device first signed in. */
  createdAt: string;
  /** The session's last request; the device's last sign-in. */
  lastUsedAt: string;
  /** Whether it is the browser that asked. */
  current: boolean;
}

/** `GET /api/auth/sessions`: the live sessions and the trusted devices, the most recently used first. */
export interface SessionsAnswer {
  sessions: SignedInBrowser[];
  devices: SignedInBrowser[];
}

/** `POST /api/auth/sessions/end-others`: how many sessions it ended. */
export interface OtherSessionsEnded {
  ended: number;
}

/** Where the database's schema stands against this release's migrations. */
export interface MigrationState {
  /** How many migrations the database has run, and the last of them. */
  applied: number;
  last: string | null;
  /** This release's migrations the database has not run (none once the API has started). */
  pending: string[];
  /** Migrations the database ran that this release does not know: data of a newer one. */
  unknown: string[];
}

/**
 * The scheduled backups as their service last reported them. Its error is the owner's to read
 * until a backup succeeds: the service's own failure, or the API's finding that its report
 * cannot be read or that no backup was made for too long.
 */
export interface BackupStatus {
  /** When the last good local dump was finished, or null before the first. */
  last: string | null;
  /** Whether that backup reached the off-site repository; null when none is set up. */
  offsite: boolean | null;
  error: string | null;
}

/** What one publish of the site moved to the static host, and how long it took. */
export interface PublishMoved {
  files: number;
  bytes: number;
  /** From the start of the publish to the last file in place, in milliseconds. */
  ms: number;
}

/**
 * The public site's publishing to a static host (`PUBLISH_TO`), as `/api/health` tells anyone:
 * whether the last attempt failed and when, never why nor where to (the owner's
 * `PublishProgress` says why).
 */
export interface PublishStatus {
  /** When the last publish that went through ended, or null before the first. */
  last: string | null;
  /** Whether the last attempt went through; null before the first ends. */
  ok: boolean | null;
  /** That the last attempt failed and when, in words; null when it did not. */
  error: string | null;
  /** What the last publish that went through moved; null before the first. */
  moved: PublishMoved | null;
}

/** What a publish under way is doing: the site rendered, the target read, files sent, pages moved into place, files removed. */
export type PublishStep = 'rendering' | 'comparing' | 'sending' | 'placing' | 'removing';

/**
 * `GET /api/publish` and the answer to `POST /api/publish`, the signed-in owner's: the status with
 * a failure's reason in words (rclone's, no secret of the target in it), when the last attempt
 * ended, and the publish under way if one is.
 */
export interface PublishProgress extends PublishStatus {
  /** When the last attempt ended, whether it went through or not; null before the first. */
  tried: string | null;
  /** How many attempts have ended since the API started. */
  attempts: number;
  running: {
    /** When it started. */
    since: string;
    step: PublishStep;
    /** How many of the step's `total` files it has done. */
    done: number;
    total: number;
  } | null;
}

/**
 * The answer to `POST /api/publish`: the publish it asked for is attempt number `settledBy`,
 * the one under way or the one right after it; it has ended once `attempts` reaches that number.
 */
export interface PublishAsked extends PublishProgress {
  settledBy: number;
}

/**
 * `GET /api/health`: which release answers, where its database stands and whether the stored
 * document keeps the rules (503 when the database does not answer), the backups, which are null
 * where none are scheduled, and the publishing, null where the site is not published; neither
 * changes the status.
 */
export type Health = { version: string; backup: BackupStatus | null; publish: PublishStatus | null } & (
  | { status: 'ok'; database: 'up'; document: 'valid'; migrations: MigrationState }
  | {
      status: 'degraded';
      database: 'up';
      document: 'invalid';
      migrations: MigrationState;
      message: string;
      errors: FieldError[];
    }
  | { database: 'down'; message: string }
);

/** What the front end's page renderer (its server build, which the API runs) is given. */
export interface PageInput {
  /** The built `index.html`: its script and style tags are the app's current build. */
  template: string;
  portfolio: Portfolio;
  /** The site's absolute URL, without a trailing slash (`https://example.com`). */
  siteUrl: string;
  /** Its language, on a site in several. */
  language?: PageLanguage;
  renderedAt: Date;
}

/** What the renderer is given for a page of the blog's index (`/blog`, `/blog/tag/{slug}`, their pages). */
export interface BlogPageInput {
  /** The built `post.html`, as for a post's page: the blog's pages load no app either. */
  template: string;
  /** The document as visitors see it at the time of the render. */
  portfolio: Portfolio;
  /** The posts this page lists, newest first. */
  posts: Blog[];
  /** The tag the listing is of (its spelling and slug); none for the whole blog. */
  tag?: { name: string; slug: string };
  /** This page's number, from 1, and how many the listing has. */
  page: number;
  pages: number;
  /** The site's absolute URL, without a trailing slash (`https://example.com`). */
  siteUrl: string;
  /** Its language, on a site in several. */
  language?: PageLanguage;
  renderedAt: Date;
}

/** What the renderer is given for a post's own page (`/blog/{slug}`). */
export interface PostPageInput {
  /** The built `post.html`: the site's stylesheet and the post page's own, and no script. */
  template: string;
  /** The document as visitors see it at the time of the render (drafts and posts to come left out). */
  portfolio: Portfolio;
  /** The post, one of `portfolio.blogs`. */
  post: Blog;
  /** The public posts with a page just newer and just older, which the page links. */
  newer?: Blog;
  older?: Blog;
  /** The post's body, rendered by `renderPost`. */
  content: RenderedPost;
  /** The site's absolute URL, without a trailing slash (`https://example.com`). */
  siteUrl: string;
  /** Its language, on a site in several. */
  language?: PageLanguage;
  renderedAt: Date;
}
