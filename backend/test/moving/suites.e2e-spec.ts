import { runSuites } from '../support/suites';

// This folder's suites in one spec file: test/support/suites.ts says why.
runSuites(__dirname);
