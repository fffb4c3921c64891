import { OWNER } from '../support/test-app';
import { authHarness, json } from './auth-harness';

const auth = authHarness();

// nginx limits, caches and sets headers by the exact path and by its own reading of the Cookie
// header: the API must not answer a spelling nginx takes for another resource.
describe('paths are read exactly, as nginx reads them', () => {
  it.each(['/api/auth/login/', '/api/AUTH/login', '/api/auth/Login'])(
    'answers a sign-in at %s with a 404, checking no password',
    async (path) => {
      const response = await auth.api.http.post(path).set('Content-Type', json).send(OWNER).expect(404);

      expect(response.body).toEqual({ message: `Cannot POST ${path}` });
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each(['/api/ping/', '/api/PING', '/api/portfolio/'])('answers GET %s with a 404', async (path) => {
    await auth.api.http.get(path).expect(404);
  });
});

describe('the session cookie is read as nginx reads it', () => {
  it('is `name=value`, after a `;` and spaces or tabs', async () => {
    const cookie = await auth.api.signIn();

    for (const header of [cookie, `theme=dark; ${cookie}`, `theme=dark;\t${cookie}`]) {
      await auth.api.http.get('/api/auth/session').set('Cookie', header).expect(200);
    }
  });

  it.each([
    ['a space before `=`', (token: string) => `portfolio_session =${token}`],
    ['a space after `=`', (token: string) => `portfolio_session= ${token}`],
  ])('is no session with %s', async (_, spelled) => {
    const token = (await auth.api.signIn()).split('=')[1]!;

    await auth.api.http.get('/api/auth/session').set('Cookie', spelled(token)).expect(401);
  });
});
