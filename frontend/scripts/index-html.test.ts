// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

/** The attributes of each `<link>` in index.html. */
const links = [...html.matchAll(/<link\s([^>]*?)\s*\/?>/g)].map((match) =>
  Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
);

describe('index.html', () => {
  // Chrome hands a preloaded response to fetch() only for the same URL and credentials mode: the
  // public page's fetch of /api/portfolio keeps the default, 'same-origin', which is what
  // crossorigin="anonymous" asks for ("use-credentials" would be 'include', and fetched twice).
  it('starts the request for the public document before the script runs, as fetch() will make it', () => {
    expect(links).toContainEqual({ rel: 'preload', href: '/api/portfolio', as: 'fetch', crossorigin: 'anonymous' });
  });
});
