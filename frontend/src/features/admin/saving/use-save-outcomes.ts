import type { Portfolio } from '@portfolio/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { loadPortfolio, type StoredPortfolio } from '../api/load-portfolio';
import type { Revision } from '../api/revisions-api';
import type { SaveResult } from '../api/save-portfolio';
import { RESTORE_MESSAGES, SAVE_MESSAGES } from './messages';
import { fieldId, type FieldErrors } from '../form/validate-portfolio';
import type { PostBodyStore } from '../api/post-body-store';
import type { EditorErrors } from '../form/use-field-errors';
import { useFocusLater } from '../form/use-focus-later';

/** Something that changed, or tried to change, what the editor holds or what is published. */
export type Outcome =
  /** The editor's own check found problems in a save, so nothing was sent. */
  | { of: 'check'; problems: FieldErrors }
  | { of: 'save'; sent: Portfolio; result: SaveResult }
  | { of: 'restore'; revision: Revision; result: SaveResult }
  /** A file's document is in the editor, with these problems (none: it is ready to save). */
  /** `postsLeft`: the file's posts, which the landing content does not take. */
  | { of: 'import'; fileName: string; problems: FieldErrors; postsLeft: number }
  /** A file that holds no document this version can read, and why. */
  | { of: 'refused-file'; reason: string };

/**
 * What a save that stored nothing and named no field does: the sign-in form (the session ended),
 * the conflict dialog, or a notification of why (the API down, a time-out, offline).
 */
export function failedSaveSaid(
  result: Exclude<SaveResult, { outcome: 'saved' | 'invalid' }>,
  {
    onSessionExpired,
    onConflict,
    notify,
  }: { onSessionExpired: () => void; onConflict: () => void; notify: ReturnType<typeof useToast>['notify'] },
): void {
  if (result.outcome === 'session-expired') onSessionExpired();
  else if (result.outcome === 'conflict') onConflict();
  else notify(SAVE_MESSAGES[result.outcome], 'error');
}

/**
 * What the owner sees after a save, a restore or an import: a notification, the conflict dialog,
 * the sign-in form (the session ended), or the fields in error with focus on the first. The
 * conflict dialog's 'Load latest' is here too, as the way out of a conflict.
 */
export function useSaveOutcomes({
  errors,
  showTab,
  onSaved,
  startFrom,
  closeHistory,
  onSessionExpired,
  bodies,
}: {
  errors: EditorErrors;
  /** Opens the tab a field is on (`projects.1.live`). */
  showTab: (path: string) => void;
  /** The document is stored as sent: saves go on from this version. */
  onSaved: (version: StoredPortfolio) => void;
  /** Another stored version replaces the editor's content: the latest one, or a restored one. */
  startFrom: (version: StoredPortfolio) => void;
  closeHistory: () => void;
  onSessionExpired: () => void;
  /** Reads the latest version's posts' bodies. */
  bodies: PostBodyStore;
}) {
  const { notify } = useToast();
  const focusLater = useFocusLater();
  const [conflict, setConflict] = useState(false);
  const [loadingLatest, setLoadingLatest] = useState(false);

  const showFirstError = (problems: FieldErrors) => {
    const first = errors.firstOf(problems);
    if (!first) return;
    showTab(first);
    focusLater(fieldId(first));
  };

  function saveDone(sent: Portfolio, result: SaveResult) {
    switch (result.outcome) {
      case 'saved':
        onSaved({ portfolio: result.portfolio, etag: result.etag });
        errors.reset({ forgetTouched: false });
        notify(SAVE_MESSAGES.saved, 'success');
        return;
      case 'invalid':
        errors.refused(sent, result.errors);
        showFirstError(Object.fromEntries(result.errors.map((error) => [error.path, error.message])));
        notify(SAVE_MESSAGES.invalid, 'error');
        return;
      default:
        failedSaveSaid(result, { onSessionExpired, onConflict: () => setConflict(true), notify });
    }
  }

  /** The version now published is the restored one: the editor starts from it. */
  function restoreDone(revision: Revision, result: SaveResult) {
    switch (result.outcome) {
      case 'saved':
        startFrom(result);
        closeHistory();
        notify(`Version ${revision.version} is restored and published.`, 'success');
        return;
      case 'session-expired':
        onSessionExpired();
        return;
      case 'conflict':
        closeHistory();
        setConflict(true);
        return;
      default:
        notify(RESTORE_MESSAGES[result.outcome], 'error');
    }
  }

  /** An imported document's errors show as after a save was tried. */
  function importDone(fileName: string, problems: FieldErrors, postsLeft: number) {
    closeHistory();
    errors.attempt();
    // Said, never dropped in silence: the owner keeps the file, and its posts are theirs.
    const left =
      postsLeft === 0
        ? ''
        : ` Its ${postsLeft === 1 ? 'post was' : `${postsLeft} posts were`} not imported: posts are saved one at a time in the Blogs tab.`;
    if (Object.keys(problems).length > 0) {
      showFirstError(problems);
      notify(`${fileName} is in the editor. ${SAVE_MESSAGES.invalid}${left}`, 'error');
    } else {
      notify(`${fileName} is in the editor. Save Changes to publish it.${left}`, 'success');
    }
  }

  async function loadLatest() {
    setLoadingLatest(true);
    try {
      startFrom(await bodies.editable(await loadPortfolio()));
      setConflict(false);
      notify('The latest version is loaded.', 'success');
    } catch {
      notify('The latest version could not be loaded. Your edits are still here; try again in a moment.', 'error');
    } finally {
      setLoadingLatest(false);
    }
  }

  return {
    report(outcome: Outcome) {
      switch (outcome.of) {
        case 'check':
          errors.attempt();
          showFirstError(outcome.problems);
          notify(SAVE_MESSAGES.invalid, 'error');
          return;
        case 'save':
          return saveDone(outcome.sent, outcome.result);
        case 'restore':
          return restoreDone(outcome.revision, outcome.result);
        case 'import':
          return importDone(outcome.fileName, outcome.problems, outcome.postsLeft);
        case 'refused-file':
          notify(outcome.reason, 'error');
          return;
      }
    },
    conflict,
    loadingLatest,
    loadLatest: () => void loadLatest(),
    keepEditing: () => setConflict(false),
  };
}
