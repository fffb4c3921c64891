import type { Portfolio } from '@portfolio/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { loadPortfolio, type StoredPortfolio } from '../api/load-portfolio';
import type { ImportedFile } from '../history/document-file';
import { useHealthStatus } from '../status/use-health-status';
import { useDraft } from '../saving/use-draft';
import { useFieldErrors } from '../form/use-field-errors';
import { useHistory } from '../history/use-history';
import { useLeaveWarning } from '../saving/use-leave-warning';
import { useSaveOutcomes } from '../saving/use-save-outcomes';
import { useSavePortfolio } from '../saving/use-save-portfolio';
import { useSaveShortcut } from '../saving/use-save-shortcut';
import type { PostBodyStore } from '../api/post-body-store';
import { readRevision, restoreRevision, type Revision } from '../api/revisions-api';
import { samePortfolio, validatePortfolio } from '../form/validate-portfolio';
import { AdminFooter } from './admin-footer';
import { BlogsTab, type OpenPost } from '../post-editor/blogs-tab';
import { ConflictDialog } from '../saving/conflict-dialog';
import { EditorHeader, type SecurityDialog } from './editor-header';
import { editorTabs, tabOf, type Tab } from '../form/editor-tabs';
import { BackupAlert } from '../status/backup-alert';
import { HistoryDialog } from '../history/history-dialog';
import { PersonalSection, type Update } from './personal-section';
import { ProjectsTab } from './projects-tab';
import { RestoreDraftDialog } from '../saving/restore-draft-dialog';
import { RevisionView } from '../history/revision-view';
import { SkillsTab } from './skills-tab';
import { StatisticsTab } from '../statistics/statistics-tab';
import { UnplacedErrors } from './unplaced-errors';
import { UnreadableDraftDialog } from '../saving/unreadable-draft-dialog';
import { LanguageChoice } from '../translations/language-choice';
import { landingTextsLeft } from '../translations/texts-left';
import { languageOfField } from '../translations/translation-entries';
import { useEditingLanguage } from '../translations/use-editing-language';

/**
 * The editor: four tabs over one document held in memory until 'Save Changes'. Every change is
 * also kept as a draft in local storage until a save succeeds, and the browser asks before
 * leaving while there are unsaved changes.
 */
export function PortfolioEditor({
  stored,
  bodies,
  renderPage,
  renderSecurity,
  onLogout,
  onSessionExpired,
}: {
  stored: StoredPortfolio;
  /** The posts' bodies: `stored` holds them as Markdown, and a save stores the changed ones. */
  bodies: PostBodyStore;
  /** A document as the public page shows it (the history's read-only view). */
  renderPage: (portfolio: Portfolio) => ReactNode;
  /** The 'Security' and 'Sessions' dialogs, which the sign-in feature owns. */
  renderSecurity: (dialog: SecurityDialog, onClose: () => void) => ReactNode;
  onLogout: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  const [saved, setSaved] = useState(stored);
  const [portfolio, setPortfolio] = useState(stored.portfolio);
  const [tab, setTab] = useState<Tab>('personal');
  const language = useEditingLanguage(portfolio);
  const [security, setSecurity] = useState<SecurityDialog>();
  // The post open in the Blogs tab: while one is, Ctrl+S saves it rather than the landing content.
  const [openPost, setOpenPost] = useState<OpenPost>();
  const dirty = useMemo(() => !samePortfolio(portfolio, saved.portfolio), [portfolio, saved.portfolio]);
  const draft = useDraft({ portfolio, etag: saved.etag, dirty });
  const errors = useFieldErrors(portfolio);
  const saving = useSavePortfolio(bodies);
  const { backup, publish } = useHealthStatus();

  /** Another stored version replaces the editor's content: the latest one, or a restored one. */
  function startFrom(version: StoredPortfolio) {
    setSaved({ portfolio: version.portfolio, etag: version.etag });
    setPortfolio(version.portfolio);
    errors.reset({ forgetTouched: true });
  }

  const history = useHistory({
    read: readRevision,
    // The restored version's bodies are read first, so the editor can hold them.
    restore: async (revision: Revision) => bodies.editableResult(await restoreRevision(revision, saved.etag)),
    // Called when a restore answers, after render, so `outcomes` below is there by then.
    onRestored: (revision, result) => outcomes.report({ of: 'restore', revision, result }),
  });
  const outcomes = useSaveOutcomes({
    errors,
    // A field in error shows in its own language: a translation's, or the primary's.
    showTab: (path) => {
      setTab(tabOf(path));
      const tag = languageOfField(portfolio, path);
      if (tag) language.choose(tag);
    },
    onSaved: setSaved,
    startFrom,
    closeHistory: history.close,
    onSessionExpired,
    bodies,
  });

  async function save() {
    if (saving.isPending) return;
    const problems = validatePortfolio(portfolio);
    if (Object.keys(problems).length > 0) {
      outcomes.report({ of: 'check', problems });
      return;
    }
    const sent = portfolio;
    const result = await saving.mutateAsync({ portfolio: sent, etag: saved.etag });
    outcomes.report({ of: 'save', sent, result });
  }

  useLeaveWarning(dirty);
  useSaveShortcut(
    () => void save(),
    !draft.offer && !outcomes.conflict && !history.open && !security && !(openPost && tab === 'blogs'),
  );

  /**
   * A file's document replaces the landing content. Its posts are not taken: the editor saves the
   * landing content alone, and posts one at a time.
   */
  function importPortfolio({ portfolio: read }: ImportedFile, fileName: string) {
    const imported = { ...read, blogs: [] };
    setPortfolio(imported);
    outcomes.report({ of: 'import', fileName, problems: validatePortfolio(imported), postsLeft: read.blogs.length });
  }

  const restoreDraft = () => {
    if (draft.offer?.kind !== 'draft') return;
    const { portfolio: restored, etag } = draft.offer.draft;
    // A draft kept before posts were saved apart may hold them: the landing content never does.
    setPortfolio({ ...restored, blogs: [] });
    // Saved against the version it was made on: if the portfolio changed since, the save says so.
    setSaved((current) => ({ ...current, etag }));
    draft.accept();
  };

  const update: Update = (key) => (value) => setPortfolio((current) => ({ ...current, [key]: value }));
  const shown = errors.shown;

  if (history.viewing) {
    return (
      <RevisionView
        revision={history.viewing}
        page={renderPage(history.viewing.portfolio)}
        dirty={dirty}
        restoring={history.restoring}
        onBack={history.back}
        onRestore={() => void history.restore()}
      />
    );
  }

  return (
    <div className="min-h-svh">
      <EditorHeader
        dirty={dirty}
        saving={saving.isPending}
        onSave={() => void save()}
        onHistory={history.show}
        onSecurity={setSecurity}
        onLogout={onLogout}
      />
      <main id="main" onBlur={errors.markTouched} className="mx-auto max-w-5xl px-4 pt-6 pb-28 sm:px-8 sm:pt-10">
        <BackupAlert backup={backup} />
        <UnplacedErrors errors={errors.unplaced} />
        {tab !== 'statistics' && (
          <LanguageChoice language={language} textsLeft={(tag) => landingTextsLeft(portfolio, tag)} />
        )}
        <TabList
          label="Portfolio sections"
          idBase="editor"
          items={editorTabs(portfolio, shown)}
          value={tab}
          onChange={setTab}
        />
        <TabPanel idBase="editor" value={tab} className="mt-8">
          {tab === 'personal' && (
            <PersonalSection portfolio={portfolio} update={update} errors={shown} language={language} />
          )}
          {tab === 'skills' && (
            <SkillsTab items={portfolio.skills} onChange={update('skills')} errors={shown} language={language} />
          )}
          {tab === 'projects' && (
            <ProjectsTab items={portfolio.projects} onChange={update('projects')} errors={shown} language={language} />
          )}
          {tab === 'blogs' && (
            <BlogsTab
              landing={portfolio}
              onLandingChange={update('landingPage')}
              errors={shown}
              bodies={bodies}
              language={language}
              open={openPost}
              onOpen={setOpenPost}
              dirty={dirty}
              // An import is a new version of the whole document: the editor goes on from it, as after a restore.
              onImported={async () => startFrom(await bodies.editable(await loadPortfolio()))}
              onSessionExpired={onSessionExpired}
            />
          )}
          {tab === 'statistics' && <StatisticsTab />}
        </TabPanel>
        <AdminFooter backup={backup} publish={publish} />
      </main>

      {draft.offer?.kind === 'draft' && (
        <RestoreDraftDialog
          draft={draft.offer.draft}
          savedElsewhere={draft.offer.draft.etag !== stored.etag}
          onRestore={restoreDraft}
          onDiscard={draft.discard}
        />
      )}
      {draft.offer?.kind === 'unreadable' && (
        <UnreadableDraftDialog text={draft.offer.text} onDiscard={draft.discard} />
      )}
      {history.open && (
        <HistoryDialog
          portfolio={portfolio}
          currentEtag={saved.etag}
          dirty={dirty}
          opening={history.opening}
          onView={(version) => void history.view(version)}
          onImport={importPortfolio}
          onImportRefused={(reason) => outcomes.report({ of: 'refused-file', reason })}
          onClose={history.close}
        />
      )}
      {security && renderSecurity(security, () => setSecurity(undefined))}
      {outcomes.conflict && (
        <ConflictDialog
          loading={outcomes.loadingLatest}
          onLoadLatest={outcomes.loadLatest}
          onKeepEditing={outcomes.keepEditing}
        />
      )}
    </div>
  );
}
