import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config';

// A request id from the proxy is kept when it looks like one, so a line in nginx's log leads here.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/** One JSON line per request and per event, with the request's id, and no cookies or credentials. */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Every route under the global prefix (the default '*' is a pattern Express 5 no longer takes).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      genReqId: requestId,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
      // Health checks come every few seconds from the orchestrator; their failures still show as errors.
      autoLogging: { ignore: (request) => request.url === '/api/health' },
    },
  };
}
