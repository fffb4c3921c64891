import { useCallback, useEffect, useState } from 'react';
import { checkSession, signOut as endSession } from '../api/auth-api';
import { clearSessionFlag, hasSessionFlag, setSessionFlag } from '../session-flag';

/**
 * - checking: the flag says signed in; the server is being asked.
 * - signed-in / signed-out: as it says.
 * - expired: the server ended the session while the owner was editing (a save answered 401).
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out' | 'expired';

export interface AdminSession {
  status: SessionStatus;
  /** The sign-in form succeeded. */
  signedIn: () => void;
  /** The server answered 401 to a call that needed the session. */
  expire: () => void;
  signOut: () => Promise<void>;
}

/** The admin session: the browser's flag, confirmed by the server. */
export function useAdminSession(): AdminSession {
  const [status, setStatus] = useState<SessionStatus>(() => (hasSessionFlag() ? 'checking' : 'signed-out'));

  useEffect(() => {
    if (status !== 'checking') return;
    const controller = new AbortController();
    checkSession(controller.signal).then(
      (answer) => {
        // 'unknown': the server cannot be asked now; the editor's own load will show why.
        if (answer === 'signed-out') {
          clearSessionFlag();
          setStatus('signed-out');
        } else {
          setStatus('signed-in');
        }
      },
      () => {}, // aborted: the component went away
    );
    return () => controller.abort();
  }, [status]);

  const signedIn = useCallback(() => {
    setSessionFlag();
    setStatus('signed-in');
  }, []);

  const expire = useCallback(() => {
    clearSessionFlag();
    setStatus('expired');
  }, []);

  const signOut = useCallback(async () => {
    await endSession();
    clearSessionFlag();
    setStatus('signed-out');
  }, []);

  return { status, signedIn, expire, signOut };
}
