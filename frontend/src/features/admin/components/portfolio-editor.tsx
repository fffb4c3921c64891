import type { Portfolio } from '@portfolio/contract';
import { CircleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState, type FocusEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { loadPortfolio, type StoredPortfolio } from '../api/load-portfolio';
import { savePortfolio, type FieldError } from '../api/save-portfolio';
import { useFocusLater } from '../hooks/use-focus-later';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { clearDraft, readDraft, writeDraft, type Draft } from '../lib/draft';
import {
  capitalise,
  fieldId,
  fieldPaths,
  samePortfolio,
  validatePortfolio,
  valueAt,
  type FieldErrors,
} from '../lib/validate-portfolio';
import { BlogsTab } from './blogs-tab';
import { EditorHeader } from './editor-header';
import { PersonalTab } from './personal-tab';
import { ProjectsTab } from './projects-tab';
import { SkillsTab } from './skills-tab';

type Tab = 'personal' | 'skills' | 'projects' | 'blogs';

/** Which tab shows a field, by the first part of its path. */
const TAB_OF: Record<string, Tab> = {
  personalInfo: 'personal',
  skills: 'skills',
  projects: 'projects',
  blogs: 'blogs',
};

/** A field error from the server, shown while the field still holds the value it was about. */
interface ServerFieldError extends FieldError {
  value: string;
}

export const SAVE_MESSAGES = {
  saved: 'Data saved successfully!',
  unavailable: 'API not available - changes saved locally only',
  timeout: 'Save timeout - API not responding',
  offline: 'API not available - running in demo mode',
  invalid: 'Some fields need attention. Fix the marked fields, then save again.',
} as const;

/**
 * The editor: four tabs over one document held in memory until
 * 'Save Changes'. Every change is also kept as a draft in local storage until a save succeeds,
 * and the browser asks before leaving while there are unsaved changes.
 */
export function PortfolioEditor({
  stored,
  onLogout,
  onSessionExpired,
}: {
  stored: StoredPortfolio;
  onLogout: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  const { notify } = useToast();
  const focusLater = useFocusLater();
  const [saved, setSaved] = useState(stored);
  const [portfolio, setPortfolio] = useState(stored.portfolio);
  const [draftOffer, setDraftOffer] = useState(() => offerableDraft(stored));
  const [tab, setTab] = useState<Tab>('personal');
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [loadingLatest, setLoadingLatest] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);

  const dirty = useMemo(() => !samePortfolio(portfolio, saved.portfolio), [portfolio, saved.portfolio]);
  const paths = useMemo(() => fieldPaths(portfolio), [portfolio]);
  const errors = useMemo(
    () => shownErrors(portfolio, { touched, attempted, serverErrors }),
    [portfolio, touched, attempted, serverErrors],
  );
  const otherErrors = serverErrors.filter((error) => !paths.includes(error.path));

  useLeaveWarning(dirty);

  // The draft follows the edits; it waits while an older one is being offered, so as not to replace it.
  useEffect(() => {
    if (draftOffer) return;
    if (dirty) writeDraft({ portfolio, etag: saved.etag, savedAt: new Date().toISOString() });
    else clearDraft();
  }, [portfolio, dirty, saved.etag, draftOffer]);

  const showFirstError = (fieldErrors: FieldErrors) => {
    const first = paths.find((path) => fieldErrors[path]);
    if (!first) return;
    setTab(TAB_OF[first.split('.')[0]!] ?? 'personal');
    focusLater(fieldId(first));
  };

  async function save() {
    if (saving) return;
    const problems = validatePortfolio(portfolio);
    if (Object.keys(problems).length > 0) {
      setAttempted(true);
      showFirstError(problems);
      notify(SAVE_MESSAGES.invalid, 'error');
      return;
    }

    setSaving(true);
    const sent = portfolio;
    const result = await savePortfolio(sent, saved.etag);
    setSaving(false);

    switch (result.outcome) {
      case 'saved':
        setSaved({ portfolio: result.portfolio, etag: result.etag });
        setServerErrors([]);
        setAttempted(false);
        notify(SAVE_MESSAGES.saved, 'success');
        return;
      case 'invalid': {
        const fieldErrors = result.errors.map((error) => ({
          ...error,
          value: JSON.stringify(valueAt(sent, error.path)),
        }));
        setServerErrors(fieldErrors);
        showFirstError(Object.fromEntries(fieldErrors.map((error) => [error.path, error.message])));
        notify(SAVE_MESSAGES.invalid, 'error');
        return;
      }
      case 'session-expired':
        onSessionExpired();
        return;
      case 'conflict':
        setConflict(true);
        return;
      default:
        notify(SAVE_MESSAGES[result.outcome], 'error');
    }
  }

  async function loadLatest() {
    setLoadingLatest(true);
    try {
      const latest = await loadPortfolio();
      setSaved(latest);
      setPortfolio(latest.portfolio);
      setServerErrors([]);
      setAttempted(false);
      setTouched(new Set());
      setConflict(false);
      notify('The latest version is loaded.', 'success');
    } catch {
      notify('The latest version could not be loaded. Your edits are still here; try again in a moment.', 'error');
    } finally {
      setLoadingLatest(false);
    }
  }

  const restoreDraft = (draft: Draft) => {
    setPortfolio(draft.portfolio);
    // Saved against the version it was made on: if the portfolio changed since, the save says so.
    setSaved((current) => ({ ...current, etag: draft.etag }));
    setDraftOffer(undefined);
  };
  const discardDraft = () => {
    clearDraft();
    setDraftOffer(undefined);
  };

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!draftOffer && !conflict) void save();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const markTouched = (event: FocusEvent) => {
    const path = event.target.getAttribute('name');
    if (path && !touched.has(path)) setTouched(new Set(touched).add(path));
  };

  const errorCount = (prefix: string) => Object.keys(errors).filter((path) => path.startsWith(`${prefix}.`)).length;
  const tabs: TabItem<Tab>[] = [
    tabItem('personal', 'Personal', undefined, errorCount('personalInfo')),
    tabItem('skills', 'Skills', portfolio.skills.length, errorCount('skills')),
    tabItem('projects', 'Projects', portfolio.projects.length, errorCount('projects')),
    tabItem('blogs', 'Blogs', portfolio.blogs.length, errorCount('blogs')),
  ];
  const update =
    <K extends keyof Portfolio>(key: K) =>
    (value: Portfolio[K]) =>
      setPortfolio((current) => ({ ...current, [key]: value }));

  return (
    <div className="min-h-svh">
      <EditorHeader dirty={dirty} saving={saving} onSave={() => void save()} onLogout={onLogout} />
      <main id="main" onBlur={markTouched} className="mx-auto max-w-5xl px-4 pt-6 pb-28 sm:px-8 sm:pt-10">
        {otherErrors.length > 0 && (
          <div
            role="alert"
            className="mb-6 rounded-2xl border border-rose-400/30 bg-rose-500/10 p-4 text-sm text-rose-200"
          >
            <p className="flex items-center gap-2 font-medium">
              <CircleAlert aria-hidden="true" className="size-4" />
              The server did not accept the portfolio:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-10">
              {otherErrors.map((error) => (
                <li key={`${error.path}-${error.message}`}>
                  {error.path ? `${error.path} ${error.message}` : error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <TabList label="Portfolio sections" idBase="editor" items={tabs} value={tab} onChange={setTab} />
        <TabPanel idBase="editor" value={tab} className="mt-8">
          {tab === 'personal' && (
            <PersonalTab value={portfolio.personalInfo} onChange={update('personalInfo')} errors={errors} />
          )}
          {tab === 'skills' && <SkillsTab skills={portfolio.skills} onChange={update('skills')} errors={errors} />}
          {tab === 'projects' && (
            <ProjectsTab projects={portfolio.projects} onChange={update('projects')} errors={errors} />
          )}
          {tab === 'blogs' && <BlogsTab blogs={portfolio.blogs} onChange={update('blogs')} errors={errors} />}
        </TabPanel>
      </main>

      {draftOffer && (
        <Dialog
          title="Restore unsaved changes?"
          description={
            <>
              <p>
                {`Changes made on this device on ${formatMoment(draftOffer.savedAt)} were not saved. Restore them to go on editing, or discard them and start from the saved portfolio.`}
              </p>
              {draftOffer.etag !== stored.etag && (
                <p className="mt-2">
                  The portfolio has been saved elsewhere since then: saving the restored changes will ask what to keep.
                </p>
              )}
            </>
          }
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={discardDraft}>
              Discard draft
            </Button>
            <Button onClick={() => restoreDraft(draftOffer)} data-autofocus>
              Restore draft
            </Button>
          </div>
        </Dialog>
      )}

      {conflict && (
        <Dialog
          title="The portfolio was changed elsewhere"
          description="A newer version was saved (in another tab or on another device) after this one was loaded, so your changes were not saved. Load the latest version to continue from it (this replaces your unsaved changes), or keep editing, for example to copy them first."
          onEscape={() => setConflict(false)}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConflict(false)} data-autofocus>
              Keep editing
            </Button>
            <Button onClick={() => void loadLatest()} disabled={loadingLatest}>
              {loadingLatest ? 'Loading...' : 'Load latest'}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** The draft left by an earlier visit, unless it holds nothing that is not saved. */
function offerableDraft(stored: StoredPortfolio): Draft | undefined {
  const draft = readDraft();
  return draft && !samePortfolio(draft.portfolio, stored.portfolio) ? draft : undefined;
}

/**
 * Errors found here show once a field has been left or a save was tried; the server's show while
 * the field still holds what the server refused.
 */
function shownErrors(
  portfolio: Portfolio,
  {
    touched,
    attempted,
    serverErrors,
  }: { touched: ReadonlySet<string>; attempted: boolean; serverErrors: ServerFieldError[] },
): FieldErrors {
  const shown: FieldErrors = {};
  for (const error of serverErrors) {
    if (JSON.stringify(valueAt(portfolio, error.path)) === error.value) shown[error.path] = capitalise(error.message);
  }
  for (const [path, message] of Object.entries(validatePortfolio(portfolio))) {
    if (attempted || touched.has(path)) shown[path] = message;
  }
  return shown;
}

function tabItem(value: Tab, label: string, count: number | undefined, errorCount: number): TabItem<Tab> {
  return {
    value,
    label,
    note: errorCount > 0 ? `${errorCount} ${errorCount === 1 ? 'error' : 'errors'}` : undefined,
    extra: (
      <>
        {count !== undefined && (
          <span aria-hidden="true" className="hidden font-mono text-xs text-zinc-400 sm:inline">
            {count}
          </span>
        )}
        {errorCount > 0 && <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-rose-400" />}
      </>
    ),
  };
}

function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return 'an earlier visit';
  return moment.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
