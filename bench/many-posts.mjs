// node bench/many-posts.mjs (after make build): 100 public posts (the most a whole save carries) of
// 100,000 characters each, on the real stack (PostgreSQL, the built API in production mode, nginx).
// Measures, after the API starts again, how long the first /feed.xml takes and how large it is,
// how long the first read of every post's page takes, and the API's resident memory meanwhile.
// Loopback only, bounded in time.
import { readNativeState, restartApi, startStack, stopStack } from '@portfolio/stack/native';
import { residentMb, sampleMemory } from './memory.mjs';
import { fetchOk, signIn } from './owner-writes.mjs';
import { longPost, postsWith } from './sample-post.mjs';

const POSTS = 100;
const CHARACTERS = 100_000;

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

async function main() {
  const { baseUrl, apiPort } = await startStack({ logLevel: 'warn' });
  const api = `http://127.0.0.1:${apiPort}`;
  try {
    const cookie = await signIn(api);
    const headers = { 'Content-Type': 'application/json', Cookie: cookie };
    const ids = [];
    for (let post = 0; post < POSTS; post += 1) {
      const stored = await fetchOk(`${api}/api/post-bodies`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ markdown: longPost(post, CHARACTERS) }),
      });
      ids.push((await stored.json()).id);
    }
    const current = await fetchOk(`${api}/api/portfolio`, { headers: { Cookie: cookie } });
    const document = await current.json();
    document.blogs = postsWith(document.blogs[0], ids);
    await fetchOk(`${api}/api/portfolio`, {
      method: 'PUT',
      headers: { ...headers, 'If-Match': current.headers.get('etag') },
      body: JSON.stringify(document),
    });

    await restartApi();
    const { apiPid } = readNativeState();
    const memory = sampleMemory(apiPid);
    const startedMb = residentMb(apiPid);
    // The feed from the API itself, as a reader that takes no gzip would get it; the pages through nginx.
    const first = await timed(() => fetch(`${api}/feed.xml`).then((response) => response.status));
    // Today's code may fail the first ones: asked again, a second apart, until it answers.
    let tries = 1;
    const feed = await timed(async () => {
      for (; ; tries += 1) {
        const response = await fetch(`${api}/feed.xml`);
        if (response.ok || tries === 20) return Buffer.from(await (await fetchOk(response.url)).arrayBuffer());
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    });
    const pages = await timed(async () => {
      for (let post = 1; post <= POSTS; post += 1) await (await fetchOk(`${baseUrl}/blog/post-${post}`)).arrayBuffer();
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const settledMb = residentMb(apiPid);
    const { apiMb: peakMb } = memory.stop();
    const entries = feed.result.toString().split('<entry>').length - 1;
    const withContent = feed.result.toString().split('<content ').length - 1;
    console.log(
      [
        `${POSTS} public posts of ${CHARACTERS.toLocaleString('en')} characters, the API just started:`,
        `  first /feed.xml: ${first.result} in ${first.ms} ms; answered 200 at the ${tries + 1}th request: ${(feed.result.length / 1e6).toFixed(2)} MB (${entries} entries, ${withContent} with content) in ${feed.ms} ms`,
        `  first read of every post's page, one after another: ${pages.ms} ms`,
        `  API resident memory: ${startedMb.toFixed(0)} MB at start, ${peakMb.toFixed(0)} MB at most, ${settledMb.toFixed(0)} MB 2 s after`,
      ].join('\n'),
    );
  } finally {
    await stopStack();
  }
}

await main();
