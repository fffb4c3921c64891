import { OWNER } from '../support/test-app';
import { authHarness, json } from '../auth/auth-harness';

const auth = authHarness();

/** `levels` arrays, each the only item of the one around it, as text: `[[[…]]]`. */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

const TOO_DEEP = { message: 'The request body is nested too deeply' };

// JSON.parse takes any depth; code that walks the parsed body level by level once ran out of stack
// a few thousand levels down and answered 500.
describe('a body nested thousands of levels deep', () => {
  it('is a 400 on the public sign-in, within its 16 KB', async () => {
    const body = `{"username":${nested(6000)},"password":"x"}`;

    await auth.api.http.post('/api/auth/login').set('Content-Type', json).send(body).expect(400, TOO_DEEP);
    expect(await auth.database.query('SELECT * FROM login_failure')).toEqual([]);
  });

  it('is a 400 on a save, 10,000 levels down in a field or at the top', async () => {
    const cookie = await auth.api.signIn();

    for (const body of [`{"personalInfo":${nested(10_000)}}`, nested(10_000)]) {
      await auth.api.http
        .put('/api/portfolio')
        .set('Content-Type', json)
        .set('Cookie', cookie)
        .send(body)
        .expect(400, TOO_DEEP);
    }
    await auth.expectDocumentUnchanged();
  });

  it('leaves bodies of an ordinary depth to the validation', async () => {
    const body = { ...OWNER, username: [[[['owner']]]] };

    const response = await auth.api.http.post('/api/auth/login').set('Content-Type', json).send(body).expect(400);
    expect(response.body.errors).toEqual([{ path: 'username', message: expect.any(String) }]);
  });
});
