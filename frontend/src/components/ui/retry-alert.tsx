import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** What could not be loaded, in words, and a button that tries again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-300">
      {children}
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
