import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes, scryptSync } from 'node:crypto';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config';
import { configureApp } from '../../src/http/configure-app';
import { strictHttpAdapter } from '../../src/http/http-adapter';
import { formatPasswordHash } from '../../src/password-hash';
import { createTestDatabase } from './test-database';

export const OWNER = { username: 'owner', password: 'correct horse battery staple' };

/**
 * The owner's password as a hash of the least cost the API accepts, made once: sign-in checks it
 * exactly as it checks one of the product's cost, in a millisecond rather than a third of a
 * second, and these tests sign in hundreds of times. A test that gives a password of its own
 * (`ADMIN_PASSWORD` or `ADMIN_PASSWORD_HASH`) keeps that password's cost.
 */
const CHEAP = { log2N: 10, r: 8, p: 1, salt: randomBytes(16) };
const OWNER_PASSWORD_HASH = formatPasswordHash({
  ...CHEAP,
  hash: scryptSync(OWNER.password, CHEAP.salt, 32, { N: 2 ** CHEAP.log2N, r: CHEAP.r, p: CHEAP.p }),
});

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  /** Signs the owner in and returns the `Cookie` header to send with changes. */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

/** A provider the test replaces, such as shorter limits. */
export interface ProviderOverride {
  provide: string | symbol;
  useValue: unknown;
}

/** The real API, configured exactly as `main.ts` does, on the given database. */
export async function startTestApp(
  databaseUrl: string,
  environment: Record<string, string> = {},
  overrides: ProviderOverride[] = [],
): Promise<TestApp> {
  const ownPassword = 'ADMIN_PASSWORD' in environment || 'ADMIN_PASSWORD_HASH' in environment;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: OWNER.username,
    ...(ownPassword ? {} : { ADMIN_PASSWORD_HASH: OWNER_PASSWORD_HASH }),
    ...environment,
  });
  const builder = Test.createTestingModule({ imports: [AppModule.forRoot(config, databaseUrl)] });
  for (const { provide, useValue } of overrides) builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(strictHttpAdapter(), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app);
  await app.init();
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    signIn: async () => {
      const response = await http
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(OWNER)
        .expect(204);
      return sessionCookie(response.headers['set-cookie']);
    },
    close: () => app.close(),
  };
}

/**
 * The API with the owner's password at the product's cost (`ADMIN_PASSWORD`, hashed as a start
 * hashes it), on a database of its own, closed with it: for what happens while a password is
 * being hashed, such as sign-ins sent at the same moment, which a cheap hash leaves no time for.
 * A database of its own, since a start with another password ends the sessions and devices that
 * the file's other tests hold.
 */
export async function startAtProductCost(environment: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const api = await startTestApp(database.url, { ADMIN_PASSWORD: OWNER.password, ...environment });
  return {
    ...api,
    close: async () => {
      await api.close();
      await database.drop();
    },
  };
}

/** The `name=value` of the session cookie in a response's Set-Cookie headers. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  return namedCookie('portfolio_session', setCookie);
}

/** The `name=value` of the device cookie in a response's Set-Cookie headers. */
export function deviceCookie(setCookie: string | string[] | undefined): string {
  return namedCookie('portfolio_device', setCookie);
}

function namedCookie(name: string, setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((line) => new RegExp(`^(__Host-)?${name}=`).test(line));
  if (!header) throw new Error(`No ${name} cookie in ${JSON.stringify(setCookie)}`);
  return header.split(';')[0]!;
}
