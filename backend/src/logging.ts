import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { HITS_ROUTE } from '@portfolio/contract';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config';

// A request slower than this is logged at info even when it only read.
const SLOW_MS = 1000;
const started = new WeakMap<IncomingMessage, number>();

// A request id from the proxy is kept when it looks like one, so a line in nginx's log leads here.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  started.set(request, performance.now());
  response.setHeader('X-Request-Id', id);
  return id;
}

/**
 * How loud a finished request is. Reads that went well are the bulk of the traffic and tell
 * nothing new: debug, so a flood of them cannot fill the disk. Changes (sign-ins, saves), errors
 * and slow requests are kept.
 */
export function requestLogLevel(
  method: string | undefined,
  status: number,
  ms: number,
  failed: boolean,
): 'error' | 'warn' | 'info' | 'debug' {
  if (failed || status >= 500) return 'error';
  if (status >= 400) return 'warn';
  const reads = method === 'GET' || method === 'HEAD';
  return reads && ms < SLOW_MS ? 'debug' : 'info';
}

/**
 * Requests never logged. Health checks come every few seconds from the orchestrator (their
 * failures still show as errors); a visit's hit would keep the reader's address (docs/statistics.md).
 */
export const isUnlogged = (url: string): boolean => url === '/api/health' || url.split('?')[0] === HITS_ROUTE;

/** One short JSON line per logged request and per event, with the request's id, and no cookies or credentials. */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Every route under the global prefix (the default '*' is a pattern Express 5 no longer takes).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      genReqId: requestId,
      // No headers: they made each line about 1.5 KB, and would carry cookies if ever logged.
      serializers: {
        // The client's address as Express sees it: nginx's X-Forwarded-For, from a trusted proxy only.
        req: (request: { id: string; method: string; url: string; raw: { ip?: string } }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
          ip: request.raw.ip,
        }),
        res: (response: { statusCode: number }) => ({ status: response.statusCode }),
      },
      customLogLevel: (request, response, error) =>
        requestLogLevel(
          request.method,
          response.statusCode,
          performance.now() - (started.get(request) ?? 0),
          Boolean(error),
        ),
      autoLogging: { ignore: (request) => isUnlogged(request.url ?? '') },
    },
  };
}
