import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { plainToInstance } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The API's settings, read once at boot. Nothing else in the API reads `process.env`. */
export interface AppConfig {
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  host: string;
  /** Unset outside production: the API then runs an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
}

/** Injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('AppConfig');

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

  @ValidateIf((env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.DATABASE_URL !== undefined)
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// URL (it is required when NODE_ENV is production)',
  })
  DATABASE_URL: string | undefined = undefined;

  @MaxLength(4096)
  @MinLength(1)
  @IsString()
  DATA_DIR: string = '.data';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: string = 'info';
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
    logLevel: env.LOG_LEVEL as AppConfig['logLevel'],
  };
}

/**
 * The settings of this process: its environment over the `.env` file in the working directory
 * (so `PORT=9000 make start` wins over the file).
 */
export function loadConfigFromEnvironment(envFile = '.env'): AppConfig {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return loadConfig({ ...fromFile, ...process.env });
}
