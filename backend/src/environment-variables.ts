import { isIP } from 'node:net';
import { isAbsolute } from 'node:path';
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
} from 'class-validator';
import { MIN_PASSWORD_LENGTH, parsePasswordHash } from './password-hash';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Secrets in `.env.example` carry this mark, so a copied example is refused rather than used. */
const EXAMPLE_MARK = 'change-me';
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

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

/** An http(s) origin, with nothing after it but an optional slash: where the public page lives. */
function isSiteUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/[^/?#\s]+\/?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * An rclone target, as rclone's own commands take it: an absolute folder, a remote named in
 * rclone's config (`r2:bucket/site`), or a connection string (`:sftp,host=…,user=…:site`).
 */
export function isPublishTarget(value: unknown): boolean {
  if (typeof value !== 'string' || /[\0\r\n]/.test(value)) return false;
  return isAbsolute(value) || /^:[a-z0-9]+(,[^:]*)?:/.test(value) || /^[\w.+@-][\w.+@ -]*:/.test(value);
}

function isNotExample(value: unknown): boolean {
  return typeof value !== 'string' || !value.includes(EXAMPLE_MARK);
}

// Stacked decorators run bottom-up and only the first failure is reported: the type check goes last.
export class EnvironmentVariables {
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

  @ValidateIf((env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.SITE_URL !== undefined)
  @ValidateBy(
    { name: 'isSiteUrl', validator: { validate: isSiteUrl } },
    {
      message:
        'SITE_URL must be the address visitors use, such as https://example.com (it is required when NODE_ENV is production)',
    },
  )
  SITE_URL: string | undefined = undefined;

  @ValidateIf((env: EnvironmentVariables) => env.PUBLISH_TO !== undefined)
  @ValidateBy(
    { name: 'isPublishTarget', validator: { validate: isPublishTarget } },
    {
      message:
        'PUBLISH_TO must be where rclone publishes the site: an absolute folder (/srv/site), a remote of rclone.conf (r2:bucket) or a connection string (:sftp,host=example.com,user=site:www)',
    },
  )
  PUBLISH_TO: string | undefined = undefined;

  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.PUBLIC_URL !== undefined || (env.PUBLISH_TO !== undefined && env.SITE_URL === undefined),
  )
  @ValidateBy(
    { name: 'isPublicUrl', validator: { validate: isSiteUrl } },
    {
      message:
        'PUBLIC_URL must be the address visitors of the published site use, such as https://example.com (it is required when PUBLISH_TO is set without SITE_URL)',
    },
  )
  PUBLIC_URL: string | undefined = undefined;

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
  @ValidateIf((env: EnvironmentVariables) => env.TRUST_PROXY !== undefined)
  TRUST_PROXY: string | undefined = undefined;

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

  @Max(100_000, { message: 'REVISIONS_KEPT must be at most 100000' })
  @Min(1, { message: 'REVISIONS_KEPT must be at least 1' })
  @IsInt({ message: 'REVISIONS_KEPT must be a whole number of saves' })
  REVISIONS_KEPT: number = 100;

  @Max(36_500, { message: 'REVISIONS_KEPT_DAYS must be at most 36500' })
  @Min(0, { message: 'REVISIONS_KEPT_DAYS must be 0 or more' })
  @IsInt({ message: 'REVISIONS_KEPT_DAYS must be a whole number of days' })
  REVISIONS_KEPT_DAYS: number = 365;

  @Max(1_000_000, { message: 'REVISIONS_MAX_MB must be at most 1000000' })
  @Min(1, { message: 'REVISIONS_MAX_MB must be at least 1 (a version can take a quarter of a megabyte)' })
  @IsInt({ message: 'REVISIONS_MAX_MB must be a whole number of megabytes' })
  REVISIONS_MAX_MB: number = 50;

  @Max(60_000, { message: 'DOCUMENT_FRESH_MS must be at most 60000 (a minute)' })
  @Min(0, { message: 'DOCUMENT_FRESH_MS must be 0 or more' })
  @IsInt({ message: 'DOCUMENT_FRESH_MS must be a whole number of milliseconds' })
  DOCUMENT_FRESH_MS: number = 1000;

  @ValidateBy(
    { name: 'isAbsolutePath', validator: { validate: (value) => typeof value === 'string' && isAbsolute(value) } },
    {
      message:
        'BACKUP_STATUS_FILE must be an absolute path: the file where the backup service says how the last backup went',
    },
  )
  @ValidateIf((env: EnvironmentVariables) => env.BACKUP_STATUS_FILE !== undefined)
  BACKUP_STATUS_FILE: string | undefined = undefined;
}
