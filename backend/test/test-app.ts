import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config';
import { configureApp } from '../src/http/configure-app';
import { strictHttpAdapter } from '../src/http/http-adapter';

export const OWNER = { username: 'owner', password: 'correct horse battery staple' };

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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
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
