import { Button, buttonVariants } from '@/components/ui/button';
import { downloadHref } from '@/lib/download-href';

/**
 * The ten recovery codes, shown this once: each signs in once in place of the app's code, should
 * the phone be lost. They can be downloaded; the dialog closes only when the owner says they kept them.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Recovery codes for your portfolio's two-step sign-in. Each works once.\n\n${codes.join('\n')}\n`;
  const href = downloadHref('text/plain', text);

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-emerald-300">
        Two-step sign-in is on.
      </p>
      <p className="text-sm text-zinc-300">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only
        now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-zinc-100">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white/5 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={href} download="portfolio-recovery-codes.txt" className={buttonVariants({ variant: 'outline' })}>
          Download codes
        </a>
        <Button onClick={onDone} data-autofocus>
          I have kept them
        </Button>
      </div>
    </div>
  );
}
