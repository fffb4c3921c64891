import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { parseEnv } from 'node:util';
import { plainToInstance } from 'class-transformer';
import {
  IsBooleanString,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
  validateSync,
} from 'class-validator';
import { MIN_PASSWORD_LENGTH, parsePasswordHash, type PasswordHash } from './auth/password';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Secrets in `.env.example` carry this mark, so a copied example is refused rather than used. */
const EXAMPLE_MARK = 'change-me';
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

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
  logLevel: (typeof LOG_LEVELS)[number];
  admin: {
    username: string;
    /** The stored hash, or for local runs the password itself (hashed at start-up). */
    password: { hash: PasswordHash } | { plain: string };
  };
  /** Always mark the session cookie `Secure`; otherwise only for requests that came over HTTPS. */
  cookieSecure: boolean;
  /** Addresses whose `X-Forwarded-*` headers are believed (Express `trust proxy`); never everyone. */
  trustProxy: string[];
  session: { idleSeconds: number; absoluteSeconds: number };
  loginThrottle: { perIp: number; perIpWindowSeconds: number; total: number; totalWindowSeconds: number };
}

/** Injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('AppConfig');

function isTrustedProxyList(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === 'none') return true;
  return value.split(',').every((entry) => {
    const [address, prefix, ...rest] = entry.trim().split('/');
    if (rest.length > 0 || !address) return false;
    if (prefix === undefined) return PROXY_NAMES.includes(address) || isIP(address) !== 0;
    // A prefix of 0 would trust every address on the internet.
    return isIP(address) !== 0 && /^\d{1,3}$/.test(prefix) && Number(prefix) > 0;
  });
}

// A local run may keep a short or example password (it listens on 127.0.0.1); production may not.
function inProduction(args: ValidationArguments | undefined): boolean {
  return (args?.object as EnvironmentVariables | undefined)?.NODE_ENV === 'production';
}

function isNotExample(value: unknown): boolean {
  return typeof value !== 'string' || !value.includes(EXAMPLE_MARK);
}

// Stacked decorators run bottom-up and only the first failure is reported: the type check goes last.
class EnvironmentVariables {
  @IsIn(NODE_ENVS)
  NODE_ENV: string = 'development';

  @Max(65535)
  @Min(1)
  @IsInt()
  PORT: number = 8080;

  @MinLength(1)
  @IsString()
  HOST: string = '127.0.0.1';

  @ValidateBy(
    { name: 'isNotExample', validator: { validate: (value, args) => !inProduction(args) || isNotExample(value) } },
    {
      message: 'DATABASE_URL still has the example password from .env.example',
    },
  )
  @ValidateIf((env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.DATABASE_URL !== undefined)
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// URL (it is required when NODE_ENV is production)',
  })
  DATABASE_URL: string | undefined = undefined;

  @MaxLength(4096)
  @MinLength(1)
  @IsString()
  DATA_DIR: string = '.data';

  @MaxLength(4096)
  @MinLength(1)
  @IsString()
  STATIC_DIR: string = 'frontend/dist';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: string = 'info';

  @Matches(/^\S(.*\S)?$/, { message: 'ADMIN_USERNAME must not start or end with white space' })
  @MaxLength(100, { message: 'ADMIN_USERNAME must be at most 100 characters' })
  @IsString({ message: 'ADMIN_USERNAME is required (run `make env`)' })
  ADMIN_USERNAME: string | undefined = undefined;

  @ValidateIf((env: EnvironmentVariables) => env.ADMIN_PASSWORD === undefined)
  @ValidateBy(
    {
      name: 'isPasswordHash',
      validator: { validate: (value) => typeof value === 'string' && parsePasswordHash(value) !== undefined },
    },
    {
      message:
        'ADMIN_PASSWORD_HASH must be set, as `make hash-password` prints it (or ADMIN_PASSWORD for a local run; run `make env`)',
    },
  )
  ADMIN_PASSWORD_HASH: string | undefined = undefined;

  @ValidateIf((env: EnvironmentVariables) => env.ADMIN_PASSWORD !== undefined)
  @ValidateBy(
    {
      name: 'isAlone',
      validator: {
        validate: (_value, args) => (args?.object as EnvironmentVariables).ADMIN_PASSWORD_HASH === undefined,
      },
    },
    {
      message: 'set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
    },
  )
  @ValidateBy(
    {
      name: 'isLongEnough',
      validator: { validate: (value, args) => !inProduction(args) || String(value).length >= MIN_PASSWORD_LENGTH },
    },
    { message: `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters in production` },
  )
  @ValidateBy(
    { name: 'isNotExample', validator: { validate: (value, args) => !inProduction(args) || isNotExample(value) } },
    {
      message: 'ADMIN_PASSWORD is still the example value from .env.example (run `make env`)',
    },
  )
  @IsString()
  ADMIN_PASSWORD: string | undefined = undefined;

  @IsBooleanString({ message: 'COOKIE_SECURE must be true or false' })
  COOKIE_SECURE: string = 'false';

  @ValidateBy(
    { name: 'isTrustedProxyList', validator: { validate: isTrustedProxyList } },
    {
      message: `TRUST_PROXY must be "none" or a comma-separated list of ${PROXY_NAMES.join(', ')}, IP addresses and subnets (never all addresses)`,
    },
  )
  TRUST_PROXY: string = PROXY_NAMES.join(',');

  @Min(60)
  @IsInt()
  SESSION_IDLE_SECONDS: number = 24 * 60 * 60;

  @Min(60)
  @IsInt()
  SESSION_ABSOLUTE_SECONDS: number = 14 * 24 * 60 * 60;

  @Min(1)
  @IsInt()
  LOGIN_FAILURES_PER_IP: number = 5;

  @Min(1)
  @IsInt()
  LOGIN_IP_WINDOW_SECONDS: number = 15 * 60;

  @Min(1)
  @IsInt()
  LOGIN_FAILURES_TOTAL: number = 100;

  @Min(1)
  @IsInt()
  LOGIN_TOTAL_WINDOW_SECONDS: number = 60 * 60;
}

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
    logLevel: env.LOG_LEVEL as AppConfig['logLevel'],
    admin: {
      username: env.ADMIN_USERNAME!,
      password:
        env.ADMIN_PASSWORD !== undefined
          ? { plain: env.ADMIN_PASSWORD }
          : { hash: parsePasswordHash(env.ADMIN_PASSWORD_HASH!)! },
    },
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'none' ? [] : env.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    session: { idleSeconds: env.SESSION_IDLE_SECONDS, absoluteSeconds: env.SESSION_ABSOLUTE_SECONDS },
    loginThrottle: {
      perIp: env.LOGIN_FAILURES_PER_IP,
      perIpWindowSeconds: env.LOGIN_IP_WINDOW_SECONDS,
      total: env.LOGIN_FAILURES_TOTAL,
      totalWindowSeconds: env.LOGIN_TOTAL_WINDOW_SECONDS,
    },
  };
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
