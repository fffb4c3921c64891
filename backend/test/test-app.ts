import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config';
import { configureApp } from '../src/http/configure-app';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The real API, configured exactly as `main.ts` does, on the given database. */
export async function startTestApp(databaseUrl: string): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config, databaseUrl)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app);
  await app.init();
  return { app, http: request(app.getHttpServer()), close: () => app.close() };
}
