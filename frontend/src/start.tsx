import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageData } from '@/app/page-data';
import { PublicPage } from '@/app/public-page';

/**
 * Takes the server's page over as it is, with the data it carries; any other page (the admin,
 * the not-found page, or the static page served while the API is away) gets the whole app.
 */
export function start(root: HTMLElement): void {
  const page = readPageData(document);
  if (page) {
    hydrateRoot(
      root,
      <StrictMode>
        <PublicPage {...page} />
      </StrictMode>,
    );
    return;
  }
  void import('@/app/app').then(({ App }) =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
