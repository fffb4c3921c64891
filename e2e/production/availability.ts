import { request } from '@playwright/test';

/**
 * The longest time, in seconds, that `/` or `/api/portfolio` answered anything but 200 (or not
 * at all) while `during` ran, polling both every 100 ms.
 */
export async function unavailableWhile(
  baseUrl: string,
  during: () => Promise<unknown>,
): Promise<{ longest: number; polls: number }> {
  const visitor = await request.newContext({ baseURL: baseUrl });
  let done = false;
  let downSince: number | undefined;
  let longest = 0;
  let polls = 0;
  const polling = (async () => {
    while (!done) {
      const answers = await Promise.all(
        ['/', '/api/portfolio'].map((path) =>
          visitor.get(path, { timeout: 5_000, maxRedirects: 0 }).then(
            (r) => r.status(),
            () => 0,
          ),
        ),
      );
      polls += 1;
      const now = performance.now();
      if (answers.every((status) => status === 200)) downSince = undefined;
      else longest = Math.max(longest, now - (downSince ??= now));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await during();
  } finally {
    done = true;
    await polling;
    await visitor.dispose();
  }
  return { longest: longest / 1000, polls };
}
