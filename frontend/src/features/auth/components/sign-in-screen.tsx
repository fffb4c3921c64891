import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Backdrop } from '@/components/ui/backdrop';
import { SignInForm } from './sign-in-form';

/** The admin's sign-in page, in the public page's look. */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <main className="relative isolate flex min-h-svh flex-col items-center justify-center px-5 py-12 [--spot-x:50%] [--spot-y:30%]">
      <Backdrop />
      <div className="w-full max-w-sm">
        <div className="rounded-2xl border border-white/10 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full border border-emerald-400/25 bg-emerald-400/10 text-emerald-300">
            <LockKeyhole aria-hidden="true" className="size-5" />
          </span>
          <h1 className="mt-5 text-center text-2xl font-semibold tracking-tight text-white">Portfolio Admin</h1>
          <p className="mt-2 text-center font-mono text-xs tracking-[0.2em] text-emerald-300/80 uppercase">
            Authorized personnel only
          </p>
          <SignInForm onSignedIn={onSignedIn} className="mt-8" />
        </div>
        <Link
          to="/"
          className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full px-3 py-2 text-sm text-zinc-400 transition-colors hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Portfolio
        </Link>
      </div>
    </main>
  );
}
