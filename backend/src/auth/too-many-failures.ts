import { describeWait } from '@portfolio/contract';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** The 429 of a throttled sign-in (or code), with `Retry-After` and the wait in words. */
export function tooManyFailures(response: Response, retryAfterSeconds: number): HttpException {
  response.setHeader('Retry-After', String(retryAfterSeconds));
  return new HttpException(
    { message: `Too many failed sign-ins. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
