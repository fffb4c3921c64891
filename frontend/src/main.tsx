import { readPageData } from '@/app/page-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's page is taken over by start's chunk (start.tsx), which its head script imports
// once the page is painted, without this entry. Any other page (the admin, the page served while
// the API is away) names this entry, and needs the whole app to show anything.
if (readPageData(document)) void import('./start');
else void import('@/app/app').then((app) => app.renderApp(root));
