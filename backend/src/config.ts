import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { parsePasswordHash, type PasswordHash } from './password-hash';
import { EnvironmentVariables, type LOG_LEVELS, type NODE_ENVS } from './environment-variables';

/** The API's settings, read once at boot. Nothing else in the API reads `process.env`. */
export interface AppConfig {
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  host: string;
  /** Unset outside production: the API then runs an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built front end the API serves beside `/api` (a local run); nginx serves it in production. */
  staticDir: string;
  /**
   * The site's address for absolute URLs (link previews, sitemap, feed), without a trailing
   * slash; unset outside production, where each request's own address is used.
   */
  siteUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  admin: {
    username: string;
    /** The stored hash, or for local runs the password itself (hashed at start-up). */
    password: { hash: PasswordHash } | { plain: string };
  };
  /** Always mark the session cookie `Secure`; otherwise only for requests that came over HTTPS. */
  cookieSecure: boolean;
  /**
   * Addresses whose `X-Forwarded-*` headers are believed (Express `trust proxy`); never everyone.
   * Unset, only loopback, and only when the API listens on loopback: a proxy on the same machine.
   */
  trustProxy: string[];
  session: { idleSeconds: number; absoluteSeconds: number };
  loginThrottle: { perIp: number; perIpWindowSeconds: number; total: number; totalWindowSeconds: number };
  /** How long a read of the document is answered from memory before the database is asked again. */
  documentFreshMs: number;
  /**
   * Replaced versions are kept while among the newest `kept`, or younger than `keptDays`, and
   * while they and the newer ones take at most `maxBytes` as stored.
   */
  revisions: { kept: number; keptDays: number; maxBytes: number };
  /**
   * Where the backup service reports the last backup, for `/api/health`; unset where no backups
   * are scheduled (a local run).
   */
  backupStatusFile: string | undefined;
  /**
   * Where the public site is published (an rclone target) and the address visitors reach it at
   * (`PUBLIC_URL`, else `SITE_URL`); unset when the site is not published.
   */
  publish: { to: string; publicUrl: string } | undefined;
}

/** Injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('AppConfig');

/**
 * Validates the given variables and returns the settings, or throws one line that names every
 * bad variable (never its value: some are secrets). An empty value counts as unset.
 */
export function loadConfig(variables: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== ''));
  const env = plainToInstance(EnvironmentVariables, present, {
    enableImplicitConversion: true,
    exposeDefaultValues: true,
  });
  const errors = validateSync(env, { stopAtFirstError: true });
  if (errors.length > 0) {
    const reasons = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid environment variables: ${reasons.join('; ')}`);
  }
  return {
    nodeEnv: env.NODE_ENV as AppConfig['nodeEnv'],
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    staticDir: env.STATIC_DIR,
    siteUrl: env.SITE_URL === undefined ? undefined : new URL(env.SITE_URL).origin,
    logLevel: env.LOG_LEVEL as AppConfig['logLevel'],
    admin: {
      username: env.ADMIN_USERNAME!,
      password:
        env.ADMIN_PASSWORD !== undefined
          ? { plain: env.ADMIN_PASSWORD }
          : { hash: parsePasswordHash(env.ADMIN_PASSWORD_HASH!)! },
    },
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: trustedProxies(env.TRUST_PROXY, env.HOST),
    session: { idleSeconds: env.SESSION_IDLE_SECONDS, absoluteSeconds: env.SESSION_ABSOLUTE_SECONDS },
    loginThrottle: {
      perIp: env.LOGIN_FAILURES_PER_IP,
      perIpWindowSeconds: env.LOGIN_IP_WINDOW_SECONDS,
      total: env.LOGIN_FAILURES_TOTAL,
      totalWindowSeconds: env.LOGIN_TOTAL_WINDOW_SECONDS,
    },
    documentFreshMs: env.DOCUMENT_FRESH_MS,
    revisions: {
      kept: env.REVISIONS_KEPT,
      keptDays: env.REVISIONS_KEPT_DAYS,
      maxBytes: env.REVISIONS_MAX_MB * 1024 * 1024,
    },
    backupStatusFile: env.BACKUP_STATUS_FILE,
    publish:
      env.PUBLISH_TO === undefined
        ? undefined
        : { to: env.PUBLISH_TO, publicUrl: new URL((env.PUBLIC_URL ?? env.SITE_URL)!).origin },
  };
}

function trustedProxies(list: string | undefined, host: string): string[] {
  if (list === undefined) return isLoopback(host) ? ['loopback'] : [];
  return list === 'none' ? [] : list.split(',').map((entry) => entry.trim());
}

// Listening on loopback, only this machine reaches the API: the one sending X-Forwarded-For is a
// proxy the owner runs. Listening on any other address, a stranger could send it.
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

// Two ways to give one setting: a password from the environment replaces the file's hash too.
const PASSWORD_VARIABLES = ['ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH'];

/**
 * The settings of this process: its environment over the `.env` file in the working directory
 * (so `PORT=9000 make start` wins over the file, and so does `ADMIN_PASSWORD=… make start`).
 */
export function loadConfigFromEnvironment(envFile = '.env', environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const fromFile: Record<string, string | undefined> = existsSync(envFile)
    ? parseEnv(readFileSync(envFile, 'utf8'))
    : {};
  if (PASSWORD_VARIABLES.some((name) => environment[name])) {
    for (const name of PASSWORD_VARIABLES) delete fromFile[name];
  }
  return loadConfig({ ...fromFile, ...environment });
}
