import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageData } from '@/app/page-data';
import { PublicPage } from '@/app/public-page';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's page carries its data: take it over as it is. Any other page (the admin, the
// not-found page, or the static page served while the API is away) loads the whole app.
const page = readPageData(document);
if (page) {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicPage {...page} />
    </StrictMode>,
  );
} else {
  void import('@/app/app').then(({ App }) =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
