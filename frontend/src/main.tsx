import { PAGE_DATA_ID, readPageData } from '@/app/page-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The whole app: the admin, the not-found page, or the static page served while the API is away. */
const startApp = () => void import('@/app/app').then((app) => app.renderApp(root));

/** The server's page, taken over as it is with the data it carries; the whole app if that cannot be read. */
const takeOver = () => {
  const page = readPageData(document);
  if (page) void import('./start').then((start) => start.hydratePage(root, page));
  else startApp();
};

// The server's page is readable from its HTML alone: its script is fetched once the browser has
// painted it, so that nothing competes with the first paint. Any other page needs the script to
// show anything.
if (document.getElementById(PAGE_DATA_ID)) {
  afterFirstPaint(takeOver);
} else {
  startApp();
}

/** Calls `then` once, when the browser reports its first paint, or after a second if it does not (a hidden tab). */
function afterFirstPaint(then: () => void): void {
  let called = false;
  const once = () => {
    if (!called) then();
    called = true;
  };
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(once, 1000);
}
