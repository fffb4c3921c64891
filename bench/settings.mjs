// The bench's size. BENCH_CI=1 is CI's check that the bench still runs: every scenario once and
// small, and Lighthouse without the static copies beside the pages (they are there only to judge
// the pages' speed, which a shared CI machine does not measure). What is gated in bytes (the
// scripts each page loads, what counting adds to `/`, the files a one-post edit sends) is read
// as in a full run. Each BENCH_* variable still sets its own figure.
export const CI = process.env.BENCH_CI === '1';

/** The figure `name` sets, else the full run's, or CI's in CI's mode. */
export const setting = (name, full, ci) => Number(process.env[name] ?? (CI ? ci : full));
