import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { importTypeOf, sendImport, type ImportAnswer } from '../api/import-api';
import { useFocusLater } from '../form/use-focus-later';
import { doneMessage, problemOf, refusalOf, type ImportProblem } from './import-messages';

export const FILE_INPUT_ID = 'blog-import-file';
export const PREVIEW_HEADING_ID = 'blog-import-preview';

/** Where an import is: no file yet, a file read for its preview, its preview shown, or its import under way. */
export type ImportStage =
  | { step: 'choose' }
  | { step: 'reading'; file: File }
  | { step: 'preview' | 'importing'; file: File; answer: ImportAnswer };

/**
 * An import of another blog's export: the file is sent for a preview (nothing stored), and once
 * the owner confirms, sent again to be imported. Then the posts and the landing content are read
 * again, as after a restore: the import is a new version of the whole document.
 */
export function useBlogImport({
  onImported,
  onSessionExpired,
}: {
  /** Reads the editor's content again; rejects when it cannot. */
  onImported: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  const queryClient = useQueryClient();
  const focusLater = useFocusLater();
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const [problem, setProblem] = useState<ImportProblem>();
  const [done, setDone] = useState<string>();
  const reading = useRef<AbortController>(undefined);
  useEffect(() => () => reading.current?.abort(), []);
  const busy = stage.step === 'reading' || stage.step === 'importing';

  const failed = (error: unknown, importing: boolean) => {
    if (error instanceof ApiError && error.status === 401) onSessionExpired();
    setProblem(problemOf(error, importing));
  };

  async function choose(file: File) {
    if (busy) return;
    setDone(undefined);
    const refusal = refusalOf(file);
    setProblem(refusal);
    setStage(refusal ? { step: 'choose' } : { step: 'reading', file });
    if (refusal) return;
    const controller = new AbortController();
    reading.current = controller;
    try {
      const answer = await sendImport(file, importTypeOf(file.name)!, { preview: true, signal: controller.signal });
      if (controller.signal.aborted) return;
      setStage({ step: 'preview', file, answer });
      focusLater(PREVIEW_HEADING_ID);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStage({ step: 'choose' });
      failed(error, false);
    }
  }

  async function confirm() {
    if (stage.step !== 'preview') return;
    const { file, answer: preview } = stage;
    setProblem(undefined);
    setStage({ step: 'importing', file, answer: preview });
    let answer: ImportAnswer;
    try {
      answer = await sendImport(file, importTypeOf(file.name)!, { preview: false });
    } catch (error) {
      setStage(stage);
      failed(error, true);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
    const reloaded = await onImported().then(
      () => true,
      () => false,
    );
    setStage({ step: 'choose' });
    setDone(`${doneMessage(answer)}${reloaded ? '' : ' Reload the page to see them in the editor.'}`);
    focusLater(FILE_INPUT_ID);
  }

  return {
    stage,
    busy,
    problem,
    done,
    choose: (file: File) => void choose(file),
    confirm: () => void confirm(),
    /** Back to choosing a file, forgetting this one; a preview being read is abandoned. */
    cancel() {
      reading.current?.abort();
      setStage({ step: 'choose' });
      setProblem(undefined);
      focusLater(FILE_INPUT_ID);
    },
  };
}
