import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { IMPORT_ROUTE, UPLOAD_ROUTE } from '@portfolio/contract';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isSafeMethod } from './methods';

const FILE_ROUTES = new Set([UPLOAD_ROUTE, IMPORT_ROUTE]);

/**
 * A request that changes something must carry a JSON body. Besides being the only format the API
 * reads, this keeps plain HTML forms on other sites from posting here: they cannot send JSON.
 */
export function requireJson(request: Request, _response: Response, next: NextFunction): void {
  // The routes that take a file say for themselves what they take, once the session is checked.
  if (isSafeMethod(request.method) || request.is('application/json') || FILE_ROUTES.has(request.path)) return next();
  next(new UnsupportedMediaTypeException({ message: 'Send the request body as application/json' }));
}

/**
 * How deeply a JSON body may nest objects and arrays. The document is a few levels deep. JSON.parse
 * takes any depth, but what reads the value after it calls itself once per level (class-transformer
 * turning a body into its DTO, our own checks) and runs out of stack some thousands of levels down.
 */
const JSON_DEPTH_LIMIT = 32;

/**
 * Parses JSON bodies of at most `limitBytes` and `JSON_DEPTH_LIMIT` levels, turning the parser's
 * errors into clear HTTP answers (`tooLarge` the words of a body over the limit, when the route
 * has better ones than the limit). A body that is already parsed (by a stricter parser on a
 * narrower path) is left alone.
 */
export function parseJson(limitBytes: number, tooLarge?: string): RequestHandler {
  // Not strict: a body that is JSON but not an object is answered by the validation, in its words.
  const parse = json({ limit: limitBytes, strict: false });
  return (request, response, next) =>
    parse(request, response, (error?: unknown) => {
      if (error !== undefined) return next(toHttpError(error, limitBytes, tooLarge));
      if (isNestedDeeperThan(request.body, JSON_DEPTH_LIMIT)) {
        return next(new BadRequestException({ message: 'The request body is nested too deeply' }));
      }
      next();
    });
}

/** Whether `value` nests objects and arrays more than `limit` deep: a walk with a stack of its own, not the call stack. */
function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

function toHttpError(error: unknown, limitBytes: number, tooLarge?: string): HttpException {
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.too.large') {
    return new PayloadTooLargeException({
      message: tooLarge ?? `The request body is larger than ${limitBytes / 1024} KB`,
    });
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new UnsupportedMediaTypeException({ message: 'Send the request body as UTF-8 JSON' });
  }
  return new BadRequestException({ message: 'The request body is not valid JSON' });
}
