import type { BackupStatus, Portfolio, PublishProgress, PublishStatus } from '@portfolio/contract';
import { jsonResponse, mockFetch } from './fetch';
import { fakePostBodiesState, postBodiesRoutes } from './fake-post-bodies';
import { fakePostsState, postsRoutes } from './fake-posts';
import { fakeSessionsState, sessionsRoutes } from './fake-sessions';
import { OWNER_PORTFOLIO } from './fixtures';

export const OWNER = { username: 'owner', password: ' correct horse battery ' } as const;

type Handler = (url: string, init: RequestInit) => Promise<Response>;

const noContent = () => new Response(null, { status: 204 });

/**
 * The API as the admin sees it, behind a mocked `fetch`: sign-in with one owner, a session,
 * the document with versions (ETag / If-Match → 412), the posts' bodies and health's backups,
 * following backend/src. A test can answer the next call to a route its own way with `answerNext`.
 */
export function fakeApi({
  signedIn = false,
  portfolio = OWNER_PORTFOLIO,
}: { signedIn?: boolean; portfolio?: Portfolio } = {}) {
  const state = {
    signedIn,
    /** The landing page's content: the document's row, without its posts, which are records of their own. */
    portfolio: { ...structuredClone(portfolio), blogs: [] } as Portfolio,
    version: 1,
    /** The bodies of every PUT, parsed. */
    saves: [] as Array<{ body: Portfolio; ifMatch: string | null }>,
    /** The second factor: on when `code` is set, and the one code it takes (a test's choice). */
    secondFactor: { enabled: false, code: '123456' },
    /** What `/api/health` says of the backups: null, as where none are scheduled. */
    backup: null as BackupStatus | null,
    /** What `/api/health` says of the publishing: null, as where PUBLISH_TO is unset. */
    publish: null as PublishStatus | null,
    /** How the next `POST /api/publish` ends (health says it from then on); null: as the last one. */
    nextPublish: null as PublishStatus | null,
    /** What each `GET /api/publish` after it says is under way, one each, before it has ended. */
    publishSteps: [] as NonNullable<PublishProgress['running']>[],
    /** Whether a publish asked for is under way, and how many have ended. */
    publishing: false,
    publishAttempts: 0,
    /** Why the last publish failed, as the owner's report says it where health says less. */
    publishReason: null as string | null,
    /** The versions saves replaced, oldest first. */
    revisions: [] as Array<{ version: number; savedAt: string; document: Portfolio }>,
    /** The owner's sessions and trusted devices: this browser's, and others. */
    ...fakeSessionsState(),
    /** The posts' Markdown bodies, by id. */
    ...fakePostBodiesState(),
    /** The posts, each stored on its own. */
    ...fakePostsState(portfolio.blogs),
  };
  const overrides = new Map<string, Handler[]>();
  // The landing row's ETag, which a post's save leaves alone; the whole document's names the posts' last change too.
  const etag = () => `"${state.version}"`;
  const documentEtag = () => `"${state.version}-${state.postChanges}"`;
  const assembled = (): Portfolio => ({ ...state.portfolio, blogs: state.posts.map(({ fields }) => fields) });
  // A kept version holds no posts: it reads and restores with the posts as they stand.
  const store = (portfolio: Portfolio) => {
    state.revisions.push({ version: state.version, savedAt: new Date().toISOString(), document: state.portfolio });
    state.portfolio = { ...portfolio, blogs: [] };
    state.version += 1;
  };

  // The history's routes, with the version in the path.
  const history = (route: string, init: RequestInit): Response | undefined => {
    const list = /^GET \/api\/portfolio\/revisions(?:\?before=(\d+))?$/.exec(route);
    if (list) {
      const older = state.revisions.filter(({ version }) => !list[1] || version < Number(list[1])).reverse();
      const page = older
        .slice(0, 20)
        .map(({ version, savedAt }) => ({ version, savedAt, bytes: 1, changed: ['skills'] }));
      return jsonResponse({ revisions: page, next: older.length > 20 ? page.at(-1)!.version : null });
    }
    const one = /^(GET|POST) \/api\/portfolio\/revisions\/(\d+)(\/restore)?$/.exec(route);
    const kept = one && state.revisions.find(({ version }) => version === Number(one[2]));
    if (!one) return undefined;
    if (!kept) return jsonResponse({ message: `No revision ${one[2]} is kept.` }, 404);
    if (one[1] === 'GET')
      return jsonResponse({
        version: kept.version,
        savedAt: kept.savedAt,
        document: { ...kept.document, blogs: assembled().blogs },
      });
    if (new Headers(init.headers).get('if-match') !== documentEtag()) {
      return jsonResponse({ message: 'The portfolio was changed elsewhere since it was loaded.' }, 412);
    }
    store(structuredClone(kept.document));
    return jsonResponse(assembled(), 200, { etag: documentEtag() });
  };

  const real: Handler = async (url, init) => {
    const route = `${init.method ?? 'GET'} ${url}`;
    switch (route) {
      case 'GET /api/auth/session':
        return state.signedIn
          ? jsonResponse({ username: OWNER.username })
          : jsonResponse({ message: 'Not signed in' }, 401);
      case 'POST /api/auth/login': {
        const { username, password } = JSON.parse(String(init.body)) as { username: string; password: string };
        const { code } = JSON.parse(String(init.body)) as { code?: string };
        if (username !== OWNER.username || password !== OWNER.password) {
          return jsonResponse({ message: 'Invalid username or password' }, 401);
        }
        if (state.secondFactor.enabled && code !== state.secondFactor.code) {
          return jsonResponse({ message: 'Enter the code.', secondFactor: 'required' }, 401);
        }
        state.signedIn = true;
        return noContent();
      }
      case 'POST /api/auth/logout':
        state.signedIn = false;
        return noContent();
      case 'GET /api/auth/second-factor':
        return jsonResponse({
          enabled: state.secondFactor.enabled,
          recoveryCodesLeft: state.secondFactor.enabled ? 10 : 0,
        });
      case 'POST /api/auth/second-factor/setup':
      case 'POST /api/auth/second-factor/confirm':
      case 'POST /api/auth/second-factor/off': {
        const { code, password } = JSON.parse(String(init.body)) as { code?: string; password?: string };
        if (password !== OWNER.password) return jsonResponse({ message: 'Wrong password.', password: 'wrong' }, 401);
        if (route.endsWith('setup')) {
          return jsonResponse({
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Portfolio:owner?secret=JBSWY3DPEHPK3PXP',
          });
        }
        if (code !== state.secondFactor.code) return jsonResponse({ message: 'That code is not valid.' }, 400);
        const on = route.endsWith('confirm');
        state.secondFactor.enabled = on;
        if (!on) return noContent();
        // Turning it on signs every other browser out.
        state.sessions = state.sessions.filter(({ current }) => current);
        const codes = Array.from({ length: 10 }, (_, n) => `AAAA-BBBB-CCCC-${String(n).padStart(4, '0')}`);
        return jsonResponse({ recoveryCodes: codes });
      }
      case 'GET /api/health':
        return jsonResponse({
          status: 'ok',
          database: 'up',
          document: 'valid',
          backup: state.backup,
          publish: state.publish,
        });
      case 'POST /api/publish':
      case 'GET /api/publish': {
        if (!state.publish) return jsonResponse({ message: 'The site is not published: PUBLISH_TO is not set.' }, 404);
        const progress = (running: PublishProgress['running']): PublishProgress => ({
          ...state.publish!,
          error: state.publishReason ?? state.publish!.error,
          tried: state.publish!.last,
          attempts: state.publishAttempts,
          running,
        });
        if (route.startsWith('POST')) {
          state.publishing = true;
          const running = { since: new Date().toISOString(), step: 'rendering' as const, done: 0, total: 0 };
          return jsonResponse({ ...progress(running), settledBy: state.publishAttempts + 1 }, 202);
        }
        const step = state.publishing ? state.publishSteps.shift() : undefined;
        if (step) return jsonResponse(progress(step));
        if (state.publishing) {
          state.publishing = false;
          state.publishAttempts += 1;
          state.publish = state.nextPublish ?? state.publish;
        }
        return jsonResponse(progress(null));
      }
      case 'GET /api/portfolio':
        return jsonResponse(assembled(), 200, { etag: documentEtag() });
      case 'HEAD /api/portfolio':
        return new Response(null, { status: 200, headers: { etag: documentEtag() } });
      case 'GET /api/landing':
        return jsonResponse(state.portfolio, 200, { etag: etag() });
      case 'PUT /api/landing': {
        const ifMatch = new Headers(init.headers).get('if-match');
        const sent = JSON.parse(String(init.body)) as Portfolio;
        state.saves.push({ body: sent, ifMatch });
        if (!state.signedIn) return jsonResponse({ message: 'Your session has ended. Sign in again to save.' }, 401);
        if (sent.blogs.length > 0) {
          const errors = [{ path: 'blogs', message: 'posts are saved one at a time at /api/posts' }];
          return jsonResponse({ message: 'Some fields are not valid', errors }, 400);
        }
        if (ifMatch !== null && ifMatch !== etag()) {
          return jsonResponse({ message: 'The portfolio was changed elsewhere since it was loaded.' }, 412);
        }
        store(sent);
        return jsonResponse(state.portfolio, 200, { etag: etag() });
      }
      default:
        return (
          history(route, init) ??
          sessionsRoutes(route, init, state, OWNER.password) ??
          (await postBodiesRoutes(route, init, state)) ??
          postsRoutes(route, init, state) ??
          jsonResponse({ message: 'Not found' }, 404)
        );
    }
  };

  const fetchMock = mockFetch((url, init) => {
    const route = `${init.method ?? 'GET'} ${url}`;
    const override = overrides.get(route)?.shift();
    return override ? override(url, init) : real(url, init);
  });

  return {
    state,
    fetch: fetchMock,
    /** Answers the next `method url` call with `handler` instead of the fake server. */
    answerNext(route: string, handler: Handler) {
      overrides.set(route, [...(overrides.get(route) ?? []), handler]);
    },
    /** Another tab or device saves a new version of the landing content. */
    saveElsewhere(portfolio: Portfolio) {
      store(structuredClone(portfolio));
    },
    /** Another tab or device saves a post (found by title) with these changes. */
    savePostElsewhere(title: string, patch: Partial<Portfolio['blogs'][number]>) {
      const post = state.posts.find(({ fields }) => fields.title === title)!;
      post.fields = { ...post.fields, ...patch };
      post.version += 1;
      state.postChanges += 1;
    },
    calls: (route: string) =>
      fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === route),
  };
}
