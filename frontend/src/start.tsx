import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageData } from '@/app/page-data';
import { PublicPage } from '@/app/public-page';

/**
 * Takes the server's page over as it is, with the data it carries: this chunk holds React and
 * the page (vite.config.ts), and nothing of the router, the data cache or the admin.
 */
export function hydratePage(root: HTMLElement, page: PageData): void {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicPage {...page} />
    </StrictMode>,
  );
}
