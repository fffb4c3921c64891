// Fails when a source file is longer than a reader takes in at one sitting, or a folder holds more
// files than a reader can scan at a glance: past those, a file wants splitting by what it does, and
// a folder rooms. Tests have a cap of their own: a test file is one behaviour's cases read top to
// bottom beside the setup they share, which a cut by length would scatter. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_SOURCE_LINES = 250;
const MAX_TEST_LINES = 400;
const MAX_FILES_IN_A_FOLDER = 20;

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|css|sh|awk|sql)$|(^|\/)(Dockerfile|Makefile)$/;
const TEST = /\.(test|spec|e2e-spec|e2e-suite|tools-spec)\.(ts|tsx|mjs)$|^e2e\/(tests|production)\//;

/** The files git tracks or would track (new ones included), as paths from the repository's root. */
function files() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  return listed.split('\0').filter((path) => path !== '' && existsSync(resolve(REPO, path)));
}

const problems = [];
const inFolder = new Map();
for (const path of files()) {
  const folder = dirname(path);
  inFolder.set(folder, (inFolder.get(folder) ?? 0) + 1);
  if (!SOURCE.test(path)) continue;
  const lines = readFileSync(resolve(REPO, path), 'utf8').split('\n').length - 1;
  const cap = TEST.test(path) ? MAX_TEST_LINES : MAX_SOURCE_LINES;
  if (lines > cap)
    problems.push(`${path}: ${lines} lines, over the ${cap} of a ${cap === MAX_TEST_LINES ? 'test' : 'source file'}`);
}
for (const [folder, count] of inFolder) {
  if (count > MAX_FILES_IN_A_FOLDER)
    problems.push(`${folder}/: ${count} files, over ${MAX_FILES_IN_A_FOLDER}: give it rooms`);
}

if (problems.length > 0) {
  console.error(`Over the house's caps:\n  ${problems.sort().join('\n  ')}`);
  process.exit(1);
}
