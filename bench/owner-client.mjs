// The owner's requests the publishing bench makes, as the admin makes them.
import { fetchOk } from './owner-writes.mjs';

/** Sends requests to the API at `apiUrl` as the signed-in owner. */
export function ownerClient(apiUrl, cookie) {
  const json = { 'Content-Type': 'application/json', Cookie: cookie };
  return {
    async document() {
      const current = await fetchOk(`${apiUrl}/api/portfolio`, { headers: { Cookie: cookie } });
      return { document: await current.json(), etag: current.headers.get('etag') };
    },
    async save(document, etag) {
      const saved = await fetchOk(`${apiUrl}/api/portfolio`, {
        method: 'PUT',
        headers: { ...json, 'If-Match': etag },
        body: JSON.stringify(document),
      });
      await saved.arrayBuffer();
      return saved.headers.get('etag');
    },
    async storeBody(markdown) {
      const stored = await fetchOk(`${apiUrl}/api/post-bodies`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ markdown }),
      });
      return (await stored.json()).id;
    },
    async upload(bytes) {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'figure.jpg');
      const uploaded = await fetchOk(`${apiUrl}/api/media`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: form,
      });
      return (await uploaded.json()).url;
    },
    /** 'Publish now' as the admin does it: asked for (answered at once), then read until it has ended. */
    async publishNow() {
      const asked = await fetchOk(`${apiUrl}/api/publish`, { method: 'POST', headers: json, body: '{}' });
      const { settledBy } = await asked.json();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const progress = await (await fetchOk(`${apiUrl}/api/publish`, { headers: { Cookie: cookie } })).json();
        if (progress.attempts >= settledBy || progress.running === null) return progress;
      }
    },
    /** The publish health reports once one has ended after `since` (ms since the epoch). */
    async publishedAfter(since) {
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        const { publish } = await (await fetch(`${apiUrl}/api/health`)).json();
        if (publish.last && Date.parse(publish.last) >= since) {
          if (!publish.ok) throw new Error(`the publish failed: ${publish.error}`);
          return publish;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no publish ended within 2 minutes');
    },
  };
}
