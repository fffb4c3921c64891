import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import {
  beginSecondFactor,
  confirmSecondFactor,
  type Refused,
  secondFactorStatus,
  turnOffSecondFactor,
} from '../api/second-factor-api';
import { passwordRefused, UNREACHABLE } from '../lib/messages';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import { type Secrets, SecretsForm } from './secrets-form';

type Step =
  | { kind: 'status' }
  /** The password was right: it goes with the code that turns the second factor on. */
  | { kind: 'scan'; secret: string; uri: string; password: string }
  | { kind: 'codes'; codes: string[] };

const WRONG_CODE = {
  on: 'That code is not valid. Enter the code the app shows now.',
  off: 'That code is not valid, or was used already.',
};

/**
 * The second factor: off (turn it on with the password: scan a QR code, confirm one code, keep the
 * ten recovery codes shown once; every other browser is signed out) or on (turn it off with the
 * password and a code). A session alone changes nothing here: it may not be the owner's.
 */
export function SecondFactorDialog({
  onClose,
  onSessionExpired,
}: {
  onClose: () => void;
  onSessionExpired: () => void;
}) {
  const { notify } = useToast();
  const status = useQuery({
    queryKey: ['auth', 'second-factor'],
    queryFn: ({ signal }) => secondFactorStatus(signal),
    retry: false,
    gcTime: 0,
    networkMode: 'always',
  });
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch {
      setProblem(UNREACHABLE);
    } finally {
      setBusy(false);
    }
  }

  /** Says why a change was refused; a session that has ended closes the dialog for the sign-in form. */
  function refused(refusal: Refused, wrongCode: string) {
    if (refusal.refused === 'wrong-code') return setProblem(wrongCode);
    if (refusal.refused !== 'signed-out') return setProblem(passwordRefused(refusal));
    onClose();
    onSessionExpired();
  }

  const begin = ({ password }: Secrets) =>
    run(async () => {
      const setup = await beginSecondFactor(password);
      if ('refused' in setup) refused(setup, WRONG_CODE.on);
      else setStep({ kind: 'scan', ...setup, password });
    });
  const confirm = (password: string, { code }: Secrets) =>
    run(async () => {
      const codes = await confirmSecondFactor(code, password);
      if (!Array.isArray(codes)) {
        // The password held since the first step is refused only if it changed meanwhile: ask anew.
        if (codes.refused === 'wrong-password') setStep({ kind: 'status' });
        refused(codes, WRONG_CODE.on);
      } else {
        setStep({ kind: 'codes', codes });
      }
    });
  const turnOff = ({ password, code }: Secrets) =>
    run(async () => {
      const result = await turnOffSecondFactor(code, password);
      if (result !== 'off') return refused(result, WRONG_CODE.off);
      notify('Two-step sign-in is off.', 'success');
      onClose();
    });

  return (
    <Dialog
      title="Two-step sign-in"
      description="With it on, signing in takes your password and a code from an authenticator app on your phone."
      onEscape={step.kind === 'codes' ? undefined : onClose}
    >
      {problem && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-200"
        >
          {problem}
        </p>
      )}
      {step.kind === 'scan' && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-300">
            Scan this code with your authenticator app, or type the key into it. Then enter the 6 digits it shows.
          </p>
          <QrCode text={step.uri} label="QR code for your authenticator app" />
          <p className="text-sm text-zinc-400">
            Key:{' '}
            <code className="font-mono break-all text-zinc-100">{step.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <SecretsForm
            codeLabel="Code from the app"
            submit="Turn on"
            busy={busy}
            onSubmit={(secrets) => void confirm(step.password, secrets)}
            onCancel={onClose}
          />
        </div>
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={onClose} />}
      {step.kind === 'status' && status.isPending && <p className="text-sm text-zinc-400">Loading...</p>}
      {step.kind === 'status' && status.isError && !problem && (
        <p role="alert" className="text-sm text-rose-300">
          {UNREACHABLE}
        </p>
      )}
      {step.kind === 'status' && status.data && !status.data.enabled && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-300">
            Enter your password to turn it on. Every other browser signed in to this admin is then signed out.
          </p>
          <SecretsForm
            password
            submit="Turn on"
            busy={busy}
            onSubmit={(secrets) => void begin(secrets)}
            onCancel={onClose}
          />
        </div>
      )}
      {step.kind === 'status' && status.data?.enabled && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-300">
            Two-step sign-in is on. {status.data.recoveryCodesLeft} of 10 recovery codes are left. To turn it off, enter
            your password and a code from the app or a recovery code.
          </p>
          <SecretsForm
            password
            codeLabel="Code"
            submit="Turn off"
            busy={busy}
            onSubmit={(secrets) => void turnOff(secrets)}
            onCancel={onClose}
          />
        </div>
      )}
    </Dialog>
  );
}
