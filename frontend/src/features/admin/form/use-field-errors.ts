import type { FieldError, Portfolio } from '@portfolio/contract';
import { useMemo, useState, type FocusEvent } from 'react';
import { capitalise, fieldPaths, validatePortfolio, valueAt, type FieldErrors } from './validate-portfolio';

/** A field error from the server, shown while the field still holds the value it was about. */
interface ServerFieldError extends FieldError {
  value: string;
}

/**
 * Which errors the editor shows. Its own checks show once a field has been left or a save was
 * tried; the server's show while the field still holds what the server refused.
 */
export function useFieldErrors(
  portfolio: Portfolio,
  /** The editor's own check of it: a module's function, the same every render. */
  validate: (portfolio: Portfolio) => FieldErrors = validatePortfolio,
) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);

  const paths = useMemo(() => fieldPaths(portfolio), [portfolio]);
  const shown = useMemo(() => {
    const errors: FieldErrors = {};
    for (const error of serverErrors) {
      if (JSON.stringify(valueAt(portfolio, error.path)) === error.value)
        errors[error.path] = capitalise(error.message);
    }
    for (const [path, message] of Object.entries(validate(portfolio))) {
      if (attempted || touched.has(path)) errors[path] = message;
    }
    return errors;
  }, [portfolio, touched, attempted, serverErrors, validate]);

  return {
    shown,
    /** The server's errors about no field the editor shows (the document itself, say). */
    unplaced: serverErrors.filter((error) => !paths.includes(error.path)),
    /** The first field, in the editor's order, that has one of these errors. */
    firstOf: (errors: FieldErrors) => paths.find((path) => errors[path]),
    /** Remembers a field the owner left (its control's `name` is its path). */
    markTouched: (event: FocusEvent) => {
      const path = event.target.getAttribute('name');
      if (path && !touched.has(path)) setTouched(new Set(touched).add(path));
    },
    /** A save was tried: every error shows from now on. */
    attempt: () => setAttempted(true),
    /** The server refused what was sent, for these reasons. */
    refused: (sent: Portfolio, errors: FieldError[]) =>
      setServerErrors(errors.map((error) => ({ ...error, value: JSON.stringify(valueAt(sent, error.path)) }))),
    /** Saved, or replaced by the latest version: nothing to show until the next edit. */
    reset: ({ forgetTouched }: { forgetTouched: boolean }) => {
      setServerErrors([]);
      setAttempted(false);
      if (forgetTouched) setTouched(new Set());
    },
  };
}

export type EditorErrors = ReturnType<typeof useFieldErrors>;
