// A room's suites: the *.e2e-suite.ts files of its folder, by name. Plain CommonJS, so that
// runSuites (TypeScript, in Jest) and the run's sequencer (an ES module Jest loads as it is) find
// them the same way; its types are in suite-files.d.cts.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const SUITE = /\.e2e-suite\.ts$/;

/** @param {string} folder */
function suiteFiles(folder) {
  return readdirSync(folder)
    .filter((name) => SUITE.test(name))
    .sort()
    .map((name) => ({ name: name.replace(SUITE, ''), path: join(folder, name) }));
}

module.exports = { suiteFiles };
