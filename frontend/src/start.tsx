import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPageData } from '@/app/page-data';
import { PublicPage } from '@/app/public-page';

// The server's page, taken over as it is with the data it carries, as soon as this chunk is
// imported: by the page's head script once the page is painted (src/head/head-script.ts). This
// chunk holds React and the page (vite.config.ts), and nothing of the router, the data cache or
// the admin, which import from it without a page to take over.
const root = document.getElementById('root');
const page = readPageData(document);
if (root && page) {
  // In a transition React hydrates in slices of a few milliseconds, letting the browser handle
  // input and paint between them, rather than in one long task (the visitor reads the page from
  // its HTML meanwhile; a click on a part not yet hydrated hydrates that part first).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <PublicPage {...page} />
      </StrictMode>,
    );
  });
}
