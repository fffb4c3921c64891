import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import type { FullConfig } from '@playwright/test';

const run = promisify(execFile);

/**
 * Starts or stops the stack of each Playwright worker, all at once: `call` of the module
 * `module` (the native stack's, or the Docker one's). The stack's module names its folder after
 * the worker's index when it loads, so each is run in a process of its own given that index, as
 * the worker will be; the stack's processes or containers outlive it.
 */
export async function eachWorkerStack(config: FullConfig, module: string, call: string): Promise<void> {
  // Set here, the workers inherit it: each reads its own stack's state.
  process.env.E2E_STACK_PER_WORKER = '1';
  const printed = await Promise.all(
    Array.from({ length: config.workers }, (_, index) =>
      run(
        process.execPath,
        ['--input-type=module', '-e', `await (await import('${module}')).${call}(); process.exit(0);`],
        {
          cwd: dirname(config.configFile ?? process.cwd()),
          env: { ...process.env, TEST_PARALLEL_INDEX: String(index) },
        },
      ),
    ),
  );
  for (const { stdout } of printed) if (stdout.trim()) console.log(stdout.trimEnd());
}
