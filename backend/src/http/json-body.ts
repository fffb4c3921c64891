import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { BODY_LIMIT_BYTES } from '@portfolio/contract';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must carry a JSON body. Besides being the only format the API
 * reads, this keeps plain HTML forms on other sites from posting here: they cannot send JSON.
 */
export function requireJson(request: Request, _response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method) || request.is('application/json')) return next();
  next(new UnsupportedMediaTypeException({ message: 'Send the request body as application/json' }));
}

/** Parses JSON bodies up to the document's limit, turning the parser's errors into clear HTTP answers. */
export function parseJson(): RequestHandler {
  const parse = json({ limit: BODY_LIMIT_BYTES });
  return (request, response, next) =>
    parse(request, response, (error?: unknown) => next(error === undefined ? undefined : toHttpError(error)));
}

function toHttpError(error: unknown): HttpException {
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.too.large') {
    return new PayloadTooLargeException({ message: `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB` });
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new UnsupportedMediaTypeException({ message: 'Send the request body as UTF-8 JSON' });
  }
  return new BadRequestException({ message: 'The request body is not valid JSON' });
}
