import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fullTime, timeAgo } from '@/lib/relative-time';
import type { SignedInBrowser } from '../api/sessions-api';

/** What a list says of its entries: a session's start and use, or a device's first and last sign-in. */
export interface BrowserListWords {
  label: string;
  started: string;
  used: string;
  /** The button of each entry but this browser's ('Sign out', 'Forget'). */
  action: string;
  empty: string;
}

/** One entry in words, as its button names it: "Chrome on Linux, 203.0.113.9". */
export const describeEntry = ({ browser, address }: SignedInBrowser) => (address ? `${browser}, ${address}` : browser);

/**
 * Sessions or trusted devices: each one's browser, address, and when it started and was last used,
 * this browser's marked, and a button for each of the others.
 */
export function BrowserList({
  words,
  entries,
  now,
  busy,
  onAction,
}: {
  words: BrowserListWords;
  entries: SignedInBrowser[];
  now: Date;
  busy: boolean;
  onAction: (entry: SignedInBrowser) => void;
}) {
  if (entries.length === 0) return <p className="text-sm text-zinc-400">{words.empty}</p>;
  return (
    <ul aria-label={words.label} className="divide-y divide-white/5 rounded-xl border border-white/10">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-white">
              {entry.browser}
              {entry.current && (
                <Badge className="border-emerald-400/20 bg-emerald-400/10 text-emerald-300">This browser</Badge>
              )}
            </p>
            <p className="text-sm break-words text-zinc-400">
              {entry.address || 'Address not recorded'} · {words.used} <Moment at={entry.lastUsedAt} now={now} /> ·{' '}
              {words.started} <Moment at={entry.createdAt} now={now} />
            </p>
          </div>
          {!entry.current && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`${words.action} ${describeEntry(entry)}`}
              onClick={() => onAction(entry)}
            >
              {words.action}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function Moment({ at, now }: { at: string; now: Date }) {
  const moment = new Date(at);
  return (
    <time dateTime={at} title={fullTime(moment)}>
      {timeAgo(moment, now)}
    </time>
  );
}
