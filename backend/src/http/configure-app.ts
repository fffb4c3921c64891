import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { ErrorsFilter } from './errors.filter';
import { parseJson, requireJson } from './json-body';
import { createValidationPipe } from './validation';

/** How every request is handled before and after its route: the same in production and in tests. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Our ETags are the document's version; Express's own would hash every other body.
  app.set('etag', false);
  app.setGlobalPrefix('api');
  app.use(requireJson, parseJson());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorsFilter());
  return app;
}
