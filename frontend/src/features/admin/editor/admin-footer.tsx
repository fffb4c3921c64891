import { VERSION, type SiteTheme } from '@portfolio/contract';
import { ThemeSelect } from '@/components/ui/theme-select';
import type { HealthStatus } from '../api/health-api';
import { LastBackup } from '../status/last-backup';
import { LastPublish } from '../status/last-publish';

/**
 * The release the server runs (the admin is built with it), to compare with a newer one or quote
 * in a report, the last backup where backups are scheduled, the last publish where the site is
 * published to a static host, and the admin's own theme, kept in this browser like a visitor's.
 */
export function AdminFooter({ backup, publish }: HealthStatus) {
  return (
    <footer className="mt-16 flex items-center justify-between gap-4 text-xs text-zinc-400">
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <span>Portfolio {VERSION}</span>
        {backup && <LastBackup backup={backup} />}
        {publish && <LastPublish publish={publish} />}
      </div>
      {/* The head script says the choice in use; the admin's own page names no site default. */}
      <ThemeSelect choice={(document.documentElement.dataset.themeChoice ?? 'dark') as SiteTheme} />
    </footer>
  );
}
