import { suiteFiles } from './suite-files.cjs';

/**
 * Runs each `*.e2e-suite.ts` of `folder` in a describe block named after the file. Jest loads every
 * module anew for each spec file: the API's (Nest, TypeORM, pg, sharp and the app) take about a
 * second and a half of CPU, more than many suites' own tests. A folder's suites share one load;
 * each still starts its own app on its own database, in hooks that belong to its block.
 */
export function runSuites(folder: string): void {
  for (const { name, path } of suiteFiles(folder)) {
    describe(name, () => {
      // Loaded inside the block, a suite's hooks and tests are registered in it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path);
    });
  }
}
