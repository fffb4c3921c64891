import type { ReactNode } from 'react';

/** A whole-screen message that something is on its way ('Loading admin panel...'). */
export function FullScreenStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex min-h-svh items-center justify-center px-5 text-center text-zinc-400">
      {children}
    </p>
  );
}
