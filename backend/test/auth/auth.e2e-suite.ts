import * as password from '../../src/auth/password/password';
import { createHash } from 'node:crypto';
import { AuthService } from '../../src/auth/sign-in/auth.service';
import { OWNER, sessionCookie } from '../support/test-app';
import { authHarness, json } from './auth-harness';

const auth = authHarness();

describe('POST /api/auth/login', () => {
  it('signs the owner in: 204 and an HttpOnly, SameSite=Strict session cookie', async () => {
    const response = await auth.login(OWNER).expect(204);

    const [cookie] = [response.headers['set-cookie']].flat() as string[];
    expect(cookie).toMatch(/^portfolio_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure with the __Host- prefix when the request came over HTTPS through the proxy', async () => {
    const response = await auth.login(OWNER).set('X-Forwarded-Proto', 'https').expect(204);

    const [cookie] = [response.headers['set-cookie']].flat() as string[];
    expect(cookie).toMatch(/^__Host-portfolio_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/i);
    await auth.save(sessionCookie(cookie)).expect(200);
  });

  it('keeps only the SHA-256 of a 256-bit token', async () => {
    const cookie = await auth.api.signIn();
    const token = cookie.split('=')[1]!;

    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await auth.database.query<{ token_hash: Buffer; row: string }>(
      'SELECT token_hash, session::text AS row FROM session',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(rows[0]!.row).not.toContain(token);
    expect(rows[0]!.row).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
  });

  it('trims the username but not the password', async () => {
    await auth.login({ username: `  ${OWNER.username} `, password: OWNER.password }).expect(204);
    await auth.login({ username: OWNER.username, password: ` ${OWNER.password}` }).expect(401);
  });

  it('answers a wrong username and a wrong password alike', async () => {
    const wrongUser = await auth.login({ username: 'admin', password: OWNER.password }).expect(401);
    const wrongPassword = await auth.login({ username: OWNER.username, password: 'not the password' }).expect(401);

    expect(wrongUser.body).toEqual({ message: 'Invalid username or password' });
    expect(wrongPassword.body).toEqual(wrongUser.body);
    expect(wrongPassword.headers['cache-control']).toBe('no-store');
    expect(await auth.database.query('SELECT * FROM session')).toEqual([]);
  });

  it.each<[string, string]>([
    ['an array', '[]'],
    ['a number', '42'],
    ['no fields', '{}'],
    ['no password', '{"username":"owner"}'],
    ['a number password', '{"username":"owner","password":12345678901234}'],
    ['an unknown field', '{"username":"owner","password":"x","remember":true}'],
    ['a 10 KB username', JSON.stringify({ username: 'u'.repeat(10 * 1024), password: 'x' })],
  ])('refuses %s with 400 before checking anything', async (_, body) => {
    const signIn = jest.spyOn(auth.api.app.get(AuthService), 'signIn');

    const response = await auth.api.http.post('/api/auth/login').set('Content-Type', json).send(body).expect(400);

    expect(response.body.message).toEqual(expect.any(String));
    expect(signIn).not.toHaveBeenCalled();
    signIn.mockRestore();
  });

  it('refuses a 1 MB password with 413, without hashing it', async () => {
    const signIn = jest.spyOn(auth.api.app.get(AuthService), 'signIn');

    const response = await auth.login({ username: OWNER.username, password: 'p'.repeat(1024 * 1024) }).expect(413);

    expect(response.body).toEqual({ message: 'The request body is larger than 16 KB' });
    expect(signIn).not.toHaveBeenCalled();
    signIn.mockRestore();
  });
});

describe('sessions', () => {
  it('GET /api/auth/session names the owner while signed in, and answers 401 otherwise', async () => {
    const cookie = await auth.api.signIn();

    const response = await auth.api.http
      .get('/api/auth/session')
      .set('Cookie', cookie)
      .expect(200, { username: OWNER.username });
    expect(response.headers['cache-control']).toBe('no-store');
    await auth.api.http.get('/api/auth/session').expect(401, { message: 'Not signed in' });
  });

  it('gives each sign-in its own token; signing out ends only that one', async () => {
    const first = await auth.api.signIn();
    const second = await auth.api.signIn();
    expect(first).not.toBe(second);

    await auth.save(first).expect(200);
    await auth.api.http.post('/api/auth/logout').set('Content-Type', json).set('Cookie', first).expect(204);

    await auth.api.http.get('/api/auth/session').set('Cookie', first).expect(401);
    await auth.save(first).expect(401);
    await auth.api.http.get('/api/auth/session').set('Cookie', second).expect(200);
  });

  it('clears the cookie, and the browser’s cache, on logout', async () => {
    const cookie = await auth.api.signIn();

    const response = await auth.api.http
      .post('/api/auth/logout')
      .set('Content-Type', json)
      .set('Cookie', cookie)
      .expect(204);

    expect([response.headers['set-cookie']].flat().join()).toMatch(/portfolio_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(response.headers['clear-site-data']).toBe('"cache"');
    expect(await auth.database.query('SELECT * FROM session')).toEqual([]);
  });

  it('ends after 24 h without use, and 14 days after sign-in however used', async () => {
    const idle = await auth.api.signIn();
    await auth.timePasses(24 * 60 * 60 + 1);
    await auth.api.http.get('/api/auth/session').set('Cookie', idle).expect(401);

    const busy = await auth.api.signIn();
    for (let day = 0; day < 14; day += 1) {
      await auth.timePasses(23 * 60 * 60);
      await auth.api.http.get('/api/auth/session').set('Cookie', busy).expect(200);
    }
    await auth.timePasses(14 * 60 * 60);
    await auth.api.http.get('/api/auth/session').set('Cookie', busy).expect(401);
  });
});

describe('the work a sign-in does', () => {
  // Counted rather than timed: a wrong username must cost the same hashing as a wrong password,
  // and a count says so on a loaded machine too.
  it('hashes the password once, against the same stored hash, whether the username or the password is wrong', async () => {
    const verify = jest.spyOn(password, 'verifyPassword');

    await auth.login({ username: 'not-the-owner', password: OWNER.password }).expect(401);
    await auth.login({ username: OWNER.username, password: 'not the password' }).expect(401);

    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[0]![1]).toBe(verify.mock.calls[1]![1]);
    verify.mockRestore();
  });
});
