// The package is "type": "module"; this marker makes Node read dist/cjs as CommonJS,
// so the API (NestJS 11, CommonJS) can require the same contract the front end imports.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('./dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
