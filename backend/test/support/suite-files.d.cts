/** A suite: its name (the file's, without `.e2e-suite.ts`) and its path. */
export interface SuiteFile {
  name: string;
  path: string;
}

/** The `*.e2e-suite.ts` files of `folder`, by name. */
export function suiteFiles(folder: string): SuiteFile[];
