import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files `runSuites` runs. */
const SUITE = /\.e2e-suite\.ts$/;

/**
 * Runs each `*.e2e-suite.ts` of `folder` in a describe block named after the file. Jest loads every
 * module anew for each spec file: the API's (Nest, TypeORM, pg, sharp and the app) take about a
 * second and a half of CPU, more than many suites' own tests. A folder's suites share one load;
 * each still starts its own app on its own database, in hooks that belong to its block.
 */
export function runSuites(folder: string): void {
  for (const file of readdirSync(folder)
    .filter((name) => SUITE.test(name))
    .sort()) {
    describe(file.replace(SUITE, ''), () => {
      // Loaded inside the block, a suite's hooks and tests are registered in it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(folder, file));
    });
  }
}
