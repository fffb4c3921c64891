import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Hits sent to `/api/hits` from many clients at once, as a flood of readers (or of a script
 * pretending to be them) would send them, for the flood test and make bench.
 *
 * nginx limits the route per client address and believes no X-Forwarded-For from here, so each
 * client has an address of its own: Linux answers the whole of 127.0.0.0/8 on loopback, and a
 * connection may start from any of them. The addresses are 127.1.0.1 on, away from the 127.0.0.1
 * every other test sends from, whose budgets are left alone.
 */

/** A reader's browser: the route counts no script or headless agent. */
export const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The `index`th client (of up to 64,000): kept-alive connections from an address of its own.
 * @param {number} index
 */
export function loopbackClient(index) {
  const address = `127.1.${Math.floor(index / 250)}.${1 + (index % 250)}`;
  return new Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
}

/**
 * Sends one page's hit as the home page's script does, and answers the status.
 * @param {string} url the counting route, `http://host:port/api/hits`
 * @param {Agent} client
 * @param {string} path the page shown
 * @returns {Promise<number>}
 */
export function sendHit(url, client, path) {
  const body = JSON.stringify({ path });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: client,
        // As a browser names a request from the site's own page: the API counts no other.
        headers: { 'Content-Type': 'application/json', 'User-Agent': READER_AGENT, 'Sec-Fetch-Site': 'same-origin' },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * @typedef {object} Flood
 * @property {Map<number, number>} statuses how many answers of each status
 * @property {Set<number>} countedClients the clients that had at least one hit let through (204)
 * @property {number} sendingMs from the first hit sent to the last
 * @property {number} answeredMs from the first hit sent to the last answer
 */

/**
 * Sends `perSecond` hits a second for `seconds`, in slices of a tenth of a second, taking the
 * clients in turn; each slice is sent on time whether the answers to the one before have come or
 * not, so a slow server meets the whole rate, as it would from real clients.
 * @param {{ url: string, path: string, perSecond: number, seconds: number, clients: number }} flood
 * @returns {Promise<Flood>}
 */
export async function floodHits({ url, path, perSecond, seconds, clients }) {
  const agents = Array.from({ length: clients }, (_, index) => loopbackClient(index));
  /** @type {Map<number, number>} */
  const statuses = new Map();
  /** @type {Set<number>} */
  const countedClients = new Set();
  /** @type {Promise<void>[]} */
  const answers = [];
  const slices = seconds * 10;
  const perSlice = perSecond / 10;
  const started = performance.now();
  let sent = 0;
  for (let slice = 0; slice < slices; slice += 1) {
    await sleep(started + slice * 100 - performance.now());
    for (let hit = 0; hit < perSlice; hit += 1, sent += 1) {
      const client = sent % clients;
      answers.push(
        sendHit(url, /** @type {Agent} */ (agents[client]), path).then((status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 204) countedClients.add(client);
        }),
      );
    }
  }
  const sendingMs = performance.now() - started;
  await Promise.all(answers);
  const answeredMs = performance.now() - started;
  for (const agent of agents) agent.destroy();
  return { statuses, countedClients, sendingMs, answeredMs };
}
