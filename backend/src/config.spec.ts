import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, loadConfigFromEnvironment } from './config';

describe('loadConfig', () => {
  it('has defaults for a local run, with the embedded database', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      logLevel: 'info',
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://portfolio:secret@db:5432/portfolio',
      DATA_DIR: '/var/lib/portfolio',
      LOG_LEVEL: 'warn',
    });

    expect(config).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://portfolio:secret@db:5432/portfolio',
      dataDir: '/var/lib/portfolio',
      logLevel: 'warn',
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: '0' }, /PORT must not be less than 1/],
    [{ PORT: '65536' }, /PORT must not be greater than 65535/],
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '80.5' }, /PORT must be an integer/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV must be one of the following values/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of the following values/],
    [{ DATABASE_URL: 'mysql://db/portfolio' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ NODE_ENV: 'production' }, /DATABASE_URL must be a postgres:\/\/ URL \(it is required when NODE_ENV is production\)/],
  ])('refuses %j with one line naming the variable', (variables, reason) => {
    expect(() => loadConfig(variables)).toThrow(reason);
    expect(() => loadConfig(variables)).toThrow(/^Invalid environment variables: [^\n]+$/);
  });

  it('names every bad variable at once, and never a value', () => {
    const secretUrl = 'mysql://admin:hunter2@db/portfolio';
    let message = '';
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: secretUrl });
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toContain('hunter2');
  });
});

describe('loadConfigFromEnvironment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the .env file, and the process environment wins over it', () => {
    const envFile = join(mkdtempSync(join(tmpdir(), 'portfolio-config-')), '.env');
    writeFileSync(envFile, 'PORT=9000\nLOG_LEVEL=debug\n');
    process.env.PORT = '9100';
    delete process.env.LOG_LEVEL;

    expect(loadConfigFromEnvironment(envFile)).toMatchObject({ port: 9100, logLevel: 'debug' });
  });

  it('runs without a .env file', () => {
    delete process.env.PORT;
    expect(loadConfigFromEnvironment(join(tmpdir(), 'no-such-dir', '.env')).port).toBe(8080);
  });
});
