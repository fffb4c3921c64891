import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  BadRequestException,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { catchError, type Observable, throwError } from 'rxjs';
import { UNSUPPORTED } from './file-content';
import { MAX_UPLOAD_BYTES, RETRY_AFTER_SECONDS } from './upload-limits';
import { type Admission, UploadAbandoned, UploadQueue } from './upload-queue';

export const UPLOAD_FIELD = 'file';

// To a file of its own, not into the API's memory: a waiting upload holds disk, not memory.
const receive = multer({
  storage: multer.diskStorage({
    destination: tmpdir(),
    filename: (_request, _file, name) => name(null, `upload-${randomBytes(16).toString('hex')}`),
  }),
  // One part, the file: anything more is refused before it is read.
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
}).single(UPLOAD_FIELD);

/** An upload's file, where it waits on disk, and the signal that abandons its work. */
export interface ReceivedFile {
  path: string;
  signal: AbortSignal;
}

const received = new WeakMap<Request, ReceivedFile>();

/** The file {@link ReceiveFile} received, as a parameter of the route it guards. */
export const Received = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  received.get(context.switchToHttp().getRequest<Request>())!,
);

/**
 * Lets an upload in, if the queue has room (else a 503 with Retry-After, its body unread), then
 * reads the one file of its multipart/form-data body to a temporary file. It runs after the
 * session guard has let the request through, so only the owner's uploads are ever read. Every
 * other body is refused in words the owner can act on. When the request is over (answered, or its
 * client gone) and its body read, the upload's place and its file are given back.
 */
@Injectable()
export class ReceiveFile implements NestInterceptor {
  constructor(private readonly queue: UploadQueue) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!request.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeException({
        message: `Send the file as multipart/form-data, in the field "${UPLOAD_FIELD}". ${UNSUPPORTED}`,
      });
    }
    const admission = this.queue.admit();
    if (!admission) throw retryLater(BUSY);
    const reading = new Promise<void>((resolve, reject) => {
      receive(request, response, (error?: unknown) => (error ? reject(toHttpError(error)) : resolve()));
    });
    giveBack(admission, request, response, reading);
    try {
      await Promise.race([reading, abandoned(admission.signal)]);
    } catch (error) {
      // Still sending its body at its deadline: cut off, since an answer sent before the body is
      // read leaves the rest of it unread for good (and multer waiting for it). Behind nginx, which
      // reads the whole body first, this is only ever a client talking to the API directly.
      if (!(error instanceof UploadAbandoned)) throw error;
      request.destroy();
      throw retryLater(TOO_LONG);
    }
    if (!request.file)
      throw new BadRequestException({ message: `Choose a file to upload, in the field "${UPLOAD_FIELD}".` });
    received.set(request, { path: request.file.path, signal: admission.signal });
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() => (error instanceof UploadAbandoned ? retryLater(TOO_LONG) : error)),
        ),
      );
  }
}

const BUSY = 'Other uploads are being made. Try again in a few seconds.';
const TOO_LONG = 'This upload took too long and was not stored. Try again in a few seconds.';

/** A 503 the client may retry, after the `Retry-After` it carries. */
function retryLater(message: string): HttpException {
  return new ServiceUnavailableException({ message, retryAfterSeconds: RETRY_AFTER_SECONDS });
}

/**
 * The client gone before its answer, the upload's work is abandoned. Once the request is over and
 * its body read (multer removes a file it was cut short in), the place and the file are given back.
 */
function giveBack(admission: Admission, request: Request, response: Response, reading: Promise<void>): void {
  const closed = new Promise<void>((resolve) => {
    response.once('close', () => {
      if (!response.writableFinished) admission.abandon();
      resolve();
    });
  });
  void Promise.allSettled([reading, closed]).then(async () => {
    admission.leave();
    if (request.file) await unlink(request.file.path).catch(() => undefined);
  });
}

const abandoned = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

function toHttpError(error: unknown): HttpException {
  if (!(error instanceof MulterError)) return new BadRequestException({ message: 'The upload could not be read.' });
  if (error.code === 'LIMIT_FILE_SIZE') {
    return new PayloadTooLargeException({ message: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` });
  }
  return new BadRequestException({ message: `Send one file, in the field "${UPLOAD_FIELD}", and nothing else.` });
}
