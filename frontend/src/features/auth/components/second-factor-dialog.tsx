import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import {
  beginSecondFactor,
  confirmSecondFactor,
  secondFactorStatus,
  turnOffSecondFactor,
} from '../api/second-factor-api';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { QrCode } from './qr-code';

type Step = { kind: 'status' } | { kind: 'scan'; secret: string; uri: string } | { kind: 'codes'; codes: string[] };

const FAILED = 'The server could not be reached. Try again in a moment.';

/**
 * The second factor: off (turn it on: scan a QR code, confirm one code, keep the ten recovery
 * codes shown once) or on (turn it off with a code).
 */
export function SecondFactorDialog({ onClose }: { onClose: () => void }) {
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
      setProblem(FAILED);
    } finally {
      setBusy(false);
    }
  }

  const begin = () => run(async () => setStep({ kind: 'scan', ...(await beginSecondFactor()) }));
  const confirm = (code: string) =>
    run(async () => {
      const codes = await confirmSecondFactor(code);
      if (codes === 'wrong-code') setProblem('That code is not valid. Enter the code the app shows now.');
      else setStep({ kind: 'codes', codes });
    });
  const turnOff = (code: string) =>
    run(async () => {
      if ((await turnOffSecondFactor(code)) === 'wrong-code') {
        setProblem('That code is not valid, or was used already.');
        return;
      }
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
          <CodeForm label="Code from the app" submit="Turn on" busy={busy} onSubmit={confirm} onCancel={onClose} />
        </div>
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={onClose} />}
      {step.kind === 'status' && status.isPending && <p className="text-sm text-zinc-400">Loading...</p>}
      {step.kind === 'status' && status.isError && !problem && (
        <p role="alert" className="text-sm text-rose-300">
          {FAILED}
        </p>
      )}
      {step.kind === 'status' && status.data && !status.data.enabled && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} data-autofocus>
            Close
          </Button>
          <Button onClick={() => void begin()} disabled={busy}>
            Turn on
          </Button>
        </div>
      )}
      {step.kind === 'status' && status.data?.enabled && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-300">
            Two-step sign-in is on. {status.data.recoveryCodesLeft} of 10 recovery codes are left. To turn it off, enter
            a code from the app or a recovery code.
          </p>
          <CodeForm label="Code" submit="Turn off" busy={busy} onSubmit={turnOff} onCancel={onClose} />
        </div>
      )}
    </Dialog>
  );
}
