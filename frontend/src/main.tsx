import { readPageData } from '@/app/page-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's page is readable from its HTML alone: the head script imports this once the
// browser has painted it (src/head/head-script.ts), and it is taken over as it is with the data
// it carries. Any other page (the admin, the page served while the API is away) names this
// script itself, and needs the whole app to show anything.
const page = readPageData(document);
if (page) void import('./start').then((start) => start.hydratePage(root, page));
else void import('@/app/app').then((app) => app.renderApp(root));
