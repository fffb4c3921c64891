// Fails when a file of contract/, backend/ or frontend/ imports, however indirectly, itself:
// type-only imports count, since a cycle of types is a knot a reader has to undo too. Tests are
// left out (a test imports what it tests). Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Each source folder, and where its `@/` alias points, if it has one. */
const ROOTS = [{ src: 'contract/src' }, { src: 'backend/src' }, { src: 'frontend/src', alias: 'frontend/src' }];
const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$/;
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g;

function filesIn(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesIn(path);
    return SOURCE.test(name) && !NOT_SOURCE.test(name) ? [path] : [];
  });
}

function target(file, specifier, alias) {
  const base =
    specifier.startsWith('@/') && alias
      ? join(REPO, alias, specifier.slice(2))
      : specifier.startsWith('.')
        ? join(dirname(file), specifier)
        : undefined;
  if (!base) return undefined;
  const bare = base.replace(/\.js$/, '');
  return [`${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts')].find((path) => existsSync(path));
}

const imports = new Map();
for (const { src, alias } of ROOTS) {
  for (const file of filesIn(join(REPO, src))) {
    const text = readFileSync(file, 'utf8');
    imports.set(
      file,
      [...text.matchAll(SPECIFIER)].map(([, specifier]) => target(file, specifier, alias)).filter(Boolean),
    );
  }
}

// Tarjan's strongly connected components: each of more than one file is a cycle.
const order = new Map();
const lowest = new Map();
const stack = [];
const cycles = [];
let next = 0;
function visit(file) {
  order.set(file, next);
  lowest.set(file, next);
  next += 1;
  stack.push(file);
  for (const imported of imports.get(file) ?? []) {
    if (!order.has(imported)) {
      visit(imported);
      lowest.set(file, Math.min(lowest.get(file), lowest.get(imported)));
    } else if (stack.includes(imported)) {
      lowest.set(file, Math.min(lowest.get(file), order.get(imported)));
    }
  }
  if (lowest.get(file) !== order.get(file)) return;
  const component = [];
  for (let member = stack.pop(); ; member = stack.pop()) {
    component.push(relative(REPO, member));
    if (member === file) break;
  }
  if (component.length > 1) cycles.push(component);
}
for (const file of imports.keys()) if (!order.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(
    `Imports in a cycle (each line, files that import one another):\n${cycles.map((files) => `  ${files.sort().join(', ')}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`No import cycle in ${imports.size} files.`);
