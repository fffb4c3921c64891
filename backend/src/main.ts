import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { loadConfigFromEnvironment } from './config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { configureApp } from './http/configure-app';
import { strictHttpAdapter } from './http/http-adapter';
import { serveStaticSite } from './http/site-paths/static-site';

async function bootstrap(): Promise<void> {
  const config = loadConfigFromEnvironment();
  const database: EmbeddedDatabase =
    config.databaseUrl !== undefined
      ? { url: config.databaseUrl, stop: async () => undefined }
      : await startEmbeddedPostgres(config.dataDir);

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, database.url),
    strictHttpAdapter(),
    { bodyParser: false, bufferLogs: true },
  );
  configureApp(app);
  const logger = new Logger('Bootstrap');
  if (!serveStaticSite(app, config.staticDir))
    logger.log(`No front end built in ${config.staticDir}: serving /api only`);

  // Stop taking requests, let those under way finish, close the pool, then the embedded database.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

  await app.listen(config.port, config.host);
  const where = config.databaseUrl !== undefined ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
  logger.log(`Portfolio API listening on http://${config.host}:${config.port} (database: ${where})`);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
