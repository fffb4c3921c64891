import { describe, expect, it, vi } from 'vitest';
import { instantOfLocal, localInputValue, timeZoneLabel } from './local-time';

describe('a scheduled moment in the owner’s time', () => {
  it('is stored in UTC and shown back in local time, to the second', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(instantOfLocal('2026-07-04T09:30:15')).toBe('2026-07-04T13:30:15Z');
    expect(instantOfLocal('2026-12-04T09:30')).toBe('2026-12-04T14:30:00Z');
    expect(localInputValue('2026-07-04T13:30:15Z')).toBe('2026-07-04T09:30:15');
  });

  it('is empty while the input is', () => {
    expect(instantOfLocal('')).toBe('');
    expect(localInputValue('')).toBe('');
  });

  it('names the zone with its offset at that moment', () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    expect(timeZoneLabel(new Date('2026-01-15T12:00:00Z'))).toBe('Europe/Paris (UTC+01:00)');
    expect(timeZoneLabel(new Date('2026-07-15T12:00:00Z'))).toBe('Europe/Paris (UTC+02:00)');
  });
});
