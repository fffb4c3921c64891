import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// This entry is the admin's, the not-found page's and the page served while the API is away:
// each needs the whole app to show anything. The server's pre-rendered page has no app: its head
// script imports the page's islands once it is painted (islands.ts).
void import('@/app/app').then((app) => app.renderApp(root));
