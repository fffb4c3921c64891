import { VERSION } from '@portfolio/contract';

/** The release the server runs (the admin is built with it), to compare with a newer one or quote in a report. */
export function AdminFooter() {
  return <footer className="mt-16 text-xs text-zinc-400">Portfolio {VERSION}</footer>;
}
