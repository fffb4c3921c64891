import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface Secrets {
  password: string;
  code: string;
}

/**
 * The owner's password, a code (an app's 6 digits, or a recovery code), or both, and what to do
 * with them. The password is sent as typed; the code trimmed.
 */
export function SecretsForm({
  password: askPassword = false,
  codeLabel,
  submit,
  busy,
  onSubmit,
  onCancel,
}: {
  /** Whether to ask for the password. */
  password?: boolean;
  /** The code field's label; no code field without one. */
  codeLabel?: string;
  submit: string;
  busy: boolean;
  onSubmit: (secrets: Secrets) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ready = (!askPassword || password !== '') && (codeLabel === undefined || code.trim() !== '') && !busy;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSubmit({ password, code: code.trim() });
      }}
    >
      {askPassword && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-autofocus
          />
        </div>
      )}
      {codeLabel !== undefined && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-code`}>{codeLabel}</Label>
          <Input
            id={`${id}-code`}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-autofocus={askPassword ? undefined : true}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready}>
          {busy ? 'Checking...' : submit}
        </Button>
      </div>
    </form>
  );
}
