// The owner's writes in make bench: saves of the document, and uploads of photos as a phone makes them.
import sharp from 'sharp';
import { OWNER } from '@portfolio/stack/native';

/** `fetch`, with an answer other than 2xx thrown as an error that says what the server answered. */
export async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Raw RGB pixels, different for each `seed`: a gradient with noise, which compresses about as a detailed photo does. */
export function photoPixels(seed, width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed + 1;
  for (let at = 0; at < pixels.length; at += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[at] = ((at / 3) % width) / (width / 200) + (state % 64);
  }
  return pixels;
}

/** A JPEG of about `megabytes` MB, 4000 × 3000 like a phone's, different for each `seed`. */
export async function photo(seed, megabytes = 5) {
  const [width, height] = [4000, 3000];
  const pixels = photoPixels(seed, width, height);
  for (let quality = 70; ; quality += 5) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length >= megabytes * 1024 * 1024 * 0.9 || quality >= 100) return jpeg;
  }
}

/** Uploads each photo to the API at `apiUrl` with the owner's `cookie`: how long each took, and the last answer. */
export async function timeUploads(apiUrl, cookie, photos) {
  const durations = [];
  let last;
  for (const bytes of photos) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/media`, { method: 'POST', headers: { Cookie: cookie }, body: form });
    last = await response.json();
    durations.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`an upload answered ${response.status}: ${JSON.stringify(last)}`);
  }
  return { durations, last };
}

/** The session cookie (`name=value`) of `owner` (the stack's by default) from the API at `apiUrl`. */
export async function signIn(apiUrl, owner = OWNER) {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(owner),
  });
  return login.headers.get('set-cookie').split(';')[0];
}

/** How long each of `count` saves of the whole document to the API at `apiUrl` took, each with the If-Match of the one before. */
export async function timeSaves(apiUrl, cookie, count) {
  const current = await fetch(`${apiUrl}/api/portfolio`, { headers: { Cookie: cookie } });
  const document = await current.json();
  let etag = current.headers.get('etag');
  const durations = [];
  for (let save = 0; save < count; save += 1) {
    document.personalInfo.title = `Engineer, save ${save}`;
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/portfolio`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': etag, Cookie: cookie },
      body: JSON.stringify(document),
    });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`save ${save} answered ${response.status}`);
    etag = response.headers.get('etag');
  }
  return durations;
}

/**
 * Publishes a post with this Markdown body at `/blog/{slug}`, first among the posts, through the
 * API at `apiUrl` with the owner's `cookie`: its page's path.
 */
export async function publishPost(apiUrl, cookie, markdown, slug = 'a-long-read') {
  const headers = { 'Content-Type': 'application/json', Cookie: cookie };
  const stored = await fetch(`${apiUrl}/api/post-bodies`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ markdown }),
  });
  if (stored.status !== 200) throw new Error(`storing the post's body answered ${stored.status}`);
  const { id } = await stored.json();
  const current = await fetch(`${apiUrl}/api/portfolio`, { headers: { Cookie: cookie } });
  const document = await current.json();
  const post = { ...document.blogs[0], title: 'A long read', slug, status: 'published', body: id, formerSlugs: [] };
  document.blogs = [post, ...document.blogs.filter((other) => other.slug !== slug)];
  const saved = await fetch(`${apiUrl}/api/portfolio`, {
    method: 'PUT',
    headers: { ...headers, 'If-Match': current.headers.get('etag') },
    body: JSON.stringify(document),
  });
  if (saved.status !== 200) throw new Error(`saving the post answered ${saved.status}: ${await saved.text()}`);
  return `/blog/${slug}`;
}

/** The owner sets the site's theme (`appearance.theme`), what a visitor without a choice of their own sees. */
export async function setSiteTheme(apiUrl, cookie, theme) {
  const current = await fetch(`${apiUrl}/api/portfolio`, { headers: { Cookie: cookie } });
  const document = await current.json();
  const saved = await fetch(`${apiUrl}/api/portfolio`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'If-Match': current.headers.get('etag') },
    body: JSON.stringify({ ...document, appearance: { theme } }),
  });
  if (saved.status !== 200) throw new Error(`setting the theme answered ${saved.status}: ${await saved.text()}`);
}
