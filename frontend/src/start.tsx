import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageData } from '@/app/page-data';
import { PublicPage } from '@/app/public-page';

/**
 * Takes the server's page over as it is, with the data it carries: this chunk holds React and
 * the page (vite.config.ts), and nothing of the router, the data cache or the admin.
 */
export function hydratePage(root: HTMLElement, page: PageData): void {
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
