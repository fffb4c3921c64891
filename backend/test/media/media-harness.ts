import { portfolioHarness } from '../portfolio/portfolio-harness';
import type { ProviderOverride } from '../support/test-app';

/**
 * The owner's API on a real database with no uploads stored before each test: `upload` sends a
 * file as the admin does, `storedCounts` says what the database holds.
 */
export function mediaHarness(overrides: ProviderOverride[] = []) {
  const site = portfolioHarness(overrides);
  const http = () => site.api.http;

  beforeEach(async () => {
    await site.database.query('DELETE FROM media');
  });

  const upload = (bytes: Buffer, { name = 'upload.bin', type = 'application/octet-stream' } = {}) =>
    http().post('/api/media').set('Cookie', site.cookie).attach('file', bytes, { filename: name, contentType: type });

  async function storedCounts(): Promise<{ media: number; files: number }> {
    const [row] = await site.database.query<{ media: number; files: number }>(
      'SELECT (SELECT count(*)::integer FROM media) AS media, (SELECT count(*)::integer FROM media_file) AS files',
    );
    return row!;
  }

  return { site, http, upload, storedCounts };
}
