import { isUnlogged, requestLogLevel } from './logging';

describe('how loud a finished request is logged', () => {
  it.each<[string, number, number, boolean, string]>([
    ['GET', 200, 3, false, 'debug'],
    ['GET', 304, 3, false, 'debug'],
    ['HEAD', 200, 3, false, 'debug'],
    ['GET', 200, 1500, false, 'info'],
    ['PUT', 200, 15, false, 'info'],
    ['POST', 204, 300, false, 'info'],
    ['GET', 404, 3, false, 'warn'],
    ['POST', 429, 3, false, 'warn'],
    ['GET', 503, 3, false, 'error'],
    ['GET', 200, 3, true, 'error'],
  ])('%s answered %i in %i ms (failed: %s): %s', (method, status, ms, failed, level) => {
    expect(requestLogLevel(method, status, ms, failed)).toBe(level);
  });
});

describe('requests never logged', () => {
  it("are health checks and visits counted, whose lines would keep readers' addresses", () => {
    expect(isUnlogged('/api/health')).toBe(true);
    expect(isUnlogged('/api/hits')).toBe(true);
    expect(isUnlogged('/api/hits?path=%2Fblog%2Fa-post')).toBe(true);
    expect(isUnlogged('/api/hitsx')).toBe(false);
    expect(isUnlogged('/api/portfolio')).toBe(false);
  });
});
