import { HITS_ROUTE, type Hit } from '@portfolio/contract';

// The answer says nothing, and a failure costs the visitor nothing. A click's hit is kept alive
// past the page's unload, since the click may be what leaves the page; the page's own hit leaves
// as it is shown, and a kept-alive request costs the page's main thread several times a plain one.
const send = (route: string, hit: Hit, keepalive = false) =>
  void fetch(route, {
    method: 'POST',
    keepalive,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(hit),
  }).catch(() => {});

/**
 * Says the page was shown, once, and which of its counted links (`data-count`, see the contract's
 * `linkEvent`) are followed, with a middle click too. No cookie, nothing stored in the browser:
 * the API tells visitors apart for a day only (docs/statistics.md). The copy published to a static
 * host names the API's own address in `data-hits`, where the site's route is not.
 */
export function countVisit(main: HTMLElement): () => void {
  const route = main.dataset.hits ?? HITS_ROUTE;
  const path = location.pathname;
  send(route, { path, referrer: document.referrer });
  const followed = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-count]');
    if (link) send(route, { path, event: link.dataset.count }, true);
  };
  main.addEventListener('click', followed);
  main.addEventListener('auxclick', followed);
  return () => {
    main.removeEventListener('click', followed);
    main.removeEventListener('auxclick', followed);
  };
}
