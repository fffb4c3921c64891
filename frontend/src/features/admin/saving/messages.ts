/** What a save says when it is done, or why it is not. */
export const SAVE_MESSAGES = {
  saved: 'Data saved successfully!',
  unavailable: 'API not available - changes saved locally only',
  timeout: 'Save timeout - API not responding',
  offline: 'API not available - running in demo mode',
  invalid: 'Some fields need attention. Fix the marked fields, then save again.',
} as const;

/** What a failed restore says. */
export const RESTORE_MESSAGES = {
  timeout: 'Restore timeout - API not responding',
  unavailable: 'API not available - the version was not restored',
  offline: 'API not available - the version was not restored',
  invalid: 'This version breaks the current rules and cannot be restored.',
} as const;
