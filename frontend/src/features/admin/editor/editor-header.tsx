import { ArrowLeft, History, LoaderCircle, LogOut, MonitorSmartphone, Save, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';

/** The sign-in feature's dialogs the header opens: two-step sign-in ('Security'), and 'Sessions'. */
export type SecurityDialog = 'two-step' | 'sessions';

/**
 * The editor's sticky header with a back-to-home button, 'Portfolio Admin',
 * 'Save Changes' ('Saving...' while busy), 'History', 'Security', 'Sessions' and 'Logout'; and
 * whether there are unsaved changes.
 * On a phone the buttons keep their full names for screen readers and show shorter labels.
 */
export function EditorHeader({
  dirty,
  saving,
  onSave,
  onHistory,
  onSecurity,
  onLogout,
}: {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onHistory: () => void;
  onSecurity: (dialog: SecurityDialog) => void;
  onLogout: () => Promise<void>;
}) {
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-zinc-950/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:gap-3 sm:px-8">
        <Link
          to="/"
          title="Back to Portfolio"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'shrink-0' })}
        >
          <ArrowLeft aria-hidden="true" />
          <span className="sr-only">Back to Portfolio</span>
        </Link>
        <div className="flex min-w-0 flex-1 items-center gap-2.5">
          <h1 className="truncate text-base font-semibold tracking-tight text-white sm:text-lg">Portfolio Admin</h1>
          {dirty && (
            // On a phone the words are for screen readers only; a dot on the save button shows it.
            <span className="sr-only shrink-0 items-center gap-1.5 rounded-full border border-amber-300/25 bg-amber-300/10 px-2.5 py-0.5 text-xs font-medium text-amber-200 sm:not-sr-only sm:inline-flex">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-300" />
              Unsaved changes
            </span>
          )}
        </div>
        <Button
          size="sm"
          onClick={onSave}
          aria-disabled={saving}
          // The full words even where the phone shows 'Save' only.
          aria-label={saving ? 'Saving...' : 'Save Changes'}
          aria-keyshortcuts="Control+S Meta+S"
          className="relative shrink-0 px-3.5 aria-disabled:opacity-70 sm:px-4"
        >
          {dirty && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-amber-300 ring-2 ring-zinc-950 sm:hidden"
            />
          )}
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {saving ? (
            'Saving...'
          ) : (
            <span>
              Save<span className="hidden sm:inline"> Changes</span>
            </span>
          )}
        </Button>
        <Button variant="ghost" size="sm" onClick={onHistory} className="shrink-0 px-2.5 sm:px-4">
          <History aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">History</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onSecurity('two-step')} className="shrink-0 px-2.5 sm:px-4">
          <ShieldCheck aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Security</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onSecurity('sessions')} className="shrink-0 px-2.5 sm:px-4">
          <MonitorSmartphone aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Sessions</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={logout} disabled={loggingOut} className="shrink-0 px-2.5 sm:px-4">
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </div>
    </header>
  );
}
