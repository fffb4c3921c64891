import { ArrowLeft, CloudOff, RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { readDraft } from './draft';

/** The document could not be loaded (failure, time-out or not JSON). */
export function ApiUnavailable({ onRetry }: { onRetry: () => void }) {
  const draftKept = readDraft().kind !== 'none';

  return (
    <main className="flex min-h-svh items-center justify-center px-5 py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full border border-rose-400/25 bg-rose-400/10 text-rose-300">
          <CloudOff aria-hidden="true" className="size-5" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-white">API not available</h1>
        <p className="mt-3 leading-relaxed text-pretty text-zinc-400">
          The admin panel requires the server API to be running. Please make sure the backend server is properly
          configured.
        </p>
        {draftKept && <p className="mt-3 text-sm text-zinc-500">Your unsaved changes are kept on this device.</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Portfolio
          </Link>
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      </div>
    </main>
  );
}
