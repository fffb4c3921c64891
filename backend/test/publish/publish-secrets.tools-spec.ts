import { createServer, type Server } from 'node:net';
import { publishHarness } from './publish-harness';
import { watchCommandLines } from './publish-processes';

// An S3-style store written as the README's examples write it, keys in PUBLISH_TO. No store
// answers there: each connection is taken and closed, so rclone tries, and tries again, long
// enough for its command lines to be read, and fails saying so.
const KEY_ID = 'AKIAPORTFOLIOKEYID42';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYPORTFOLIO';
const BUCKET = 'portfolio-site-bucket';
let store: Server;
let port: number;

// This machine's environment names a CA bundle for the AWS tools, which rclone 1.60 cannot load
// into its own HTTP transport: a server's API runs without it.
delete process.env.AWS_CA_BUNDLE;

const published = publishHarness(async () => {
  store = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  port = (store.address() as { port: number }).port;
  return `:s3,provider=Minio,access_key_id=${KEY_ID},secret_access_key=${SECRET_KEY},endpoint='http://127.0.0.1:${port}':${BUCKET}`;
});

afterAll(() => store?.close());

it('gives rclone the keys in its environment, never on its command line, which anyone on the server reads', async () => {
  const watch = watchCommandLines('rclone');
  const failed = await published.publishNow();
  const seen = watch.stop();
  expect(seen.length).toBeGreaterThanOrEqual(1);
  for (const line of seen) {
    expect(line).not.toContain(KEY_ID);
    expect(line).not.toContain(SECRET_KEY);
    expect(line).not.toMatch(/:s3|endpoint|provider/);
  }
  // rclone went to the endpoint the environment named: the remote was whole.
  expect(failed.ok).toBe(false);
  expect(failed.error).toContain(`127.0.0.1:${port}`);
  expect(failed.error).not.toContain(SECRET_KEY);
});

it('tells anyone that the publish failed and when, and the signed-in owner why', async () => {
  const { error, tried } = (
    await published.site.api.http.get('/api/publish').set('Cookie', published.site.cookie).expect(200)
  ).body as { error: string; tried: string };
  const health = await published.health();
  expect(health).toMatchObject({
    ok: false,
    error: `The last publish failed at ${tried}; it is tried again by itself.`,
  });
  for (const where of [KEY_ID, SECRET_KEY, BUCKET, '127.0.0.1', String(port)])
    expect(JSON.stringify(health)).not.toContain(where);
  expect(error).toMatch(/127\.0\.0\.1/);
  // The owner's view is the owner's alone.
  await published.site.api.http.get('/api/publish').expect(401);
});
