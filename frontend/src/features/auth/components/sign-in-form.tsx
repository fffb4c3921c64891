import { Eye, EyeOff, LoaderCircle, LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { signIn, type SignInResult } from '../api/auth-api';
import { tooManyFailures } from '../lib/messages';

/** 'Signing in...' shows for about a second, however fast the server answers: a flash reads as a glitch. */
export const SIGN_IN_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Username, password (with a show/hide toggle) and the submit button, disabled while the trimmed
 * username or the password is blank or a sign-in is running. The server checks them. When the
 * owner has turned the second factor on, a right password brings a field for its code.
 */
export function SignInForm({ onSignedIn, className }: { onSignedIn: () => void; className?: string }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [code, setCode] = useState<string>();
  const codeField = useRef<HTMLInputElement>(null);
  const asked = code !== undefined;
  const ready = username.trim() !== '' && password !== '' && (!asked || code.trim() !== '') && !busy;

  useEffect(() => {
    if (asked) codeField.current?.focus();
  }, [asked]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setProblem(undefined);
    const [result] = await Promise.all([signIn(username.trim(), password, code?.trim()), wait(SIGN_IN_DELAY_MS)]);
    setBusy(false);
    if (result.outcome === 'signed-in') onSignedIn();
    else if (result.outcome === 'code-required') setCode('');
    else setProblem(describeProblem(result));
  }

  return (
    <form onSubmit={submit} noValidate className={cn('space-y-5', className)}>
      {problem && (
        <p role="alert" className="rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-200">
          {problem}
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-username`}>Username</Label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          data-autofocus
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <div className="relative">
          <Input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="pr-12"
          />
          <button
            type="button"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-zinc-400 transition-colors hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-300"
          >
            {showPassword ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </div>
      {asked && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-code`}>Authentication code</Label>
          <Input
            ref={codeField}
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${id}-code-hint`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={`${id}-code-hint`} className="text-sm text-zinc-400">
            The 6 digits your authenticator app shows now, or one of your recovery codes.
          </p>
        </div>
      )}
      <Button type="submit" disabled={!ready} className="w-full">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogIn aria-hidden="true" />}
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}

function describeProblem(result: Exclude<SignInResult, { outcome: 'signed-in' | 'code-required' }>): string {
  switch (result.outcome) {
    case 'rejected':
      return 'Invalid username or password';
    case 'code-rejected':
      return 'That code is not valid, or was used already. Enter the current code, or a recovery code.';
    case 'throttled':
      return tooManyFailures(result.retryAfterSeconds);
    case 'unavailable':
      return 'The server could not be reached. Check your connection and try again.';
  }
}
