import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { container, cpuSeconds, flood, median, signedInOwner, visitor, withName } from './support';

// The production stack under real traffic: fresh reads after a quiet spell, floods that carry
// cookies, and logs that stay within their limit.
test.describe.configure({ mode: 'serial' });

const FLOOD_SECONDS = 10;

test('a visitor after a quiet spell sees the last save, 1.1 s after it', async () => {
  const reader = await visitor();
  const owner = await signedInOwner();
  expect(await owner.save(withName('Before the quiet spell'))).toBe(200);
  await expect
    .poll(async () => (await (await reader.get('/api/portfolio')).json()).personalInfo.name)
    .toBe('Before the quiet spell');

  // The cached copy is long expired when the next save comes.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(await owner.save(withName('Saved after the quiet spell'))).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1100));

  const fresh = await visitor();
  expect((await (await fresh.get('/api/portfolio')).json()).personalInfo.name).toBe('Saved after the quiet spell');
  await Promise.all([reader.dispose(), fresh.dispose(), owner.api.dispose()]);
});

test('a cookie that is not the owner’s session is served from the cache; a session cookie is limited per client', async () => {
  const api = await visitor();
  await api.get('/api/portfolio');
  for (const cookie of ['x=1', '_ga=GA1.2.3; theme=dark']) {
    const response = await api.get('/api/portfolio', {
      headers: { Cookie: cookie, 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    expect(response.status()).toBe(200);
  }
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    statuses.push((await api.get('/api/portfolio', { headers: { Cookie: 'portfolio_session=forged' } })).status());
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(20);
  await api.dispose();
});

test('floods with a stranger’s cookie or a forged session cost the API at most 3× a cached flood', async () => {
  test.setTimeout(180_000);
  const owner = await signedInOwner();
  const results: Record<string, { rps: number; apiCpu: number; saveMs: number }> = {};
  for (const [name, headers] of [
    ['cached (no cookie)', []],
    ['Cookie: x=1', ['Cookie: x=1']],
    ['forged session cookie', ['Cookie: portfolio_session=forged-by-a-stranger']],
  ] as const) {
    // The limit is per client address, and here every client is the engine's one gateway
    // address: let the window of the previous flood pass before the owner's saves.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const cpuBefore = cpuSeconds('backend');
    const saves: number[] = [];
    const loading = flood('/api/portfolio', FLOOD_SECONDS, [...headers]);
    const until = Date.now() + (FLOOD_SECONDS - 1) * 1000;
    while (Date.now() < until) {
      const started = performance.now();
      const status = await owner.save(withName(`Saved during a flood ${saves.length}`));
      if (status === 200) saves.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const rps = await loading;
    results[name] = { rps, apiCpu: cpuSeconds('backend') - cpuBefore, saveMs: median(saves) };
  }
  await owner.api.dispose();

  const cached = results['cached (no cookie)']!.apiCpu;
  for (const [name, { rps, apiCpu, saveMs }] of Object.entries(results)) {
    // Here the flood and the owner share one client address (the engine's gateway), so the
    // forged-session flood's limit refuses the owner's saves too; on a real site they differ.
    const save = Number.isNaN(saveMs)
      ? 'every save refused by the per-address limit it shares here'
      : `p50 ${saveMs.toFixed(0)} ms`;
    console.log(
      `flood ${name}: ${rps.toFixed(0)} req/s, API CPU ${apiCpu.toFixed(2)} s (${(apiCpu / cached).toFixed(1)}× cached), the owner's save (read + PUT) ${save}`,
    );
  }
  expect(results['Cookie: x=1']!.apiCpu).toBeLessThanOrEqual(3 * cached);
  expect(results['forged session cookie']!.apiCpu).toBeLessThanOrEqual(3 * cached);
});

test('every container’s log has a size limit, and the floods’ logs stay within it', async () => {
  for (const service of ['db', 'backend', 'nginx'] as const) {
    const config = JSON.parse(
      execFileSync('docker', ['inspect', '--format', '{{json .HostConfig.LogConfig}}', container(service)], {
        encoding: 'utf8',
      }),
    ) as { Type: string; Config: Record<string, string> };
    expect(config.Type, service).toBe('json-file');
    expect(config.Config['max-size'], service).toBe('20m');
    expect(config.Config['max-file'], service).toBe('5');

    const logPath = execFileSync('docker', ['inspect', '--format', '{{.LogPath}}', container(service)], {
      encoding: 'utf8',
    }).trim();
    const bytes = statSync(logPath).size;
    console.log(`log of ${service}: ${(bytes / 1e6).toFixed(2)} MB after the floods`);
    expect(bytes, service).toBeLessThanOrEqual(20 * 1024 * 1024);
  }
});
