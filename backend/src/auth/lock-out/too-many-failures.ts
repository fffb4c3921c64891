import { describeWait } from '@portfolio/contract';
import { HttpException, HttpStatus } from '@nestjs/common';

/** The 429 of a throttled sign-in (or code), with `Retry-After` and the wait in words. */
export function tooManyFailures(retryAfterSeconds: number): HttpException {
  return new HttpException(
    { message: `Too many failed sign-ins. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/** The 429 of a sign-in sent while others of its address are being checked: a moment's wait. */
export function tooManyAtOnce(): HttpException {
  return new HttpException(
    { message: 'Other sign-ins from this address are being checked. Try again in a second.', retryAfterSeconds: 1 },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
