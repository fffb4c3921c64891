/**
 * A flag in the browser's local storage remembers that the owner signed in, so a reload
 * shows the editor at once. It proves nothing: the session itself is an HttpOnly cookie that
 * only the server can check (`GET /api/auth/session`).
 */
export const SESSION_FLAG_KEY = 'portfolio.admin.signedIn';

// Storage can be unavailable (disabled, or full in some private modes): then the flag is simply absent.
export function hasSessionFlag(): boolean {
  try {
    return localStorage.getItem(SESSION_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setSessionFlag(): void {
  try {
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
  } catch {
    // Without storage the owner signs in again after a reload; nothing else depends on it.
  }
}

export function clearSessionFlag(): void {
  try {
    localStorage.removeItem(SESSION_FLAG_KEY);
  } catch {
    // Nothing was stored.
  }
}
