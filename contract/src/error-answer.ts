import { isRecord, type FieldError } from './document/check.js';

/** What the API answers a request it refuses: why, and for a 400 of a form, each field's problem. */
export interface ErrorAnswer {
  message: string;
  errors?: FieldError[];
}

/** The fields' problems an error answer names, those it names well; none when it is no such answer. */
export function fieldErrorsOf(answer: unknown): FieldError[] {
  const errors = isRecord(answer) && Array.isArray(answer.errors) ? (answer.errors as unknown[]) : [];
  return errors.filter(
    (error): error is FieldError =>
      isRecord(error) && typeof error.path === 'string' && typeof error.message === 'string',
  );
}
