import type { SignedInBrowser } from '@portfolio/contract';
import type { BrowserRow } from './sessions.repository';

/** What a session or device shows when its User-Agent names no browser we know, or none was kept. */
export const UNKNOWN_BROWSER = 'Unknown browser';

/** How much of a User-Agent is kept: real ones are 100-300 characters; the header may be far longer. */
export const USER_AGENT_KEPT = 512;

// In order: each browser's User-Agent also names the ones before it (Edge and Opera say Chrome,
// Chrome says Safari), and each system's may name one after it (iOS says Mac OS X, Android Linux).
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\b(?:Linux|X11)\b/, 'Linux'],
];
// A program that is no browser names itself first: `curl/8.5.0`, `python-requests/2.32`.
const PROGRAM = /^([A-Za-z][\w.-]{0,31})\//;

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A short, readable name for a User-Agent, such as "Chrome on Linux" or "Safari on iOS", so the
 * owner can tell their sessions apart. It is what the browser claims, which anyone can fake: a
 * hint for the owner, never a check.
 */
export function describeBrowser(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  const program = PROGRAM.exec(userAgent)?.[1];
  if (program && program !== 'Mozilla') return program;
  return system ? `${UNKNOWN_BROWSER} on ${system}` : UNKNOWN_BROWSER;
}

/** A session's or device's row as the owner's list shows it. */
export function listed(row: BrowserRow): SignedInBrowser {
  return {
    id: row.id,
    browser: describeBrowser(row.userAgent),
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.current,
  };
}
