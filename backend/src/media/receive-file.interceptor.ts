import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { MEDIA_MAX_BYTES } from '@portfolio/contract';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { UNSUPPORTED } from './file-content';

/** The largest file taken, of any kind: the service holds each kind to its own limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));
export const UPLOAD_FIELD = 'file';

const receive = multer({
  storage: multer.memoryStorage(),
  // One part, the file: anything more is refused before it is read.
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
}).single(UPLOAD_FIELD);

/**
 * Reads the one file of a multipart/form-data upload into memory, after the session guard has let
 * the request through, so that only the owner's uploads are ever read. The file is
 * `request.file`; every other body is refused in words the owner can act on.
 */
@Injectable()
export class ReceiveFile implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!request.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeException({
        message: `Send the file as multipart/form-data, in the field "${UPLOAD_FIELD}". ${UNSUPPORTED}`,
      });
    }
    await new Promise<void>((resolve, reject) => {
      receive(request, response, (error?: unknown) => (error ? reject(toHttpError(error)) : resolve()));
    });
    if (!request.file)
      throw new BadRequestException({ message: `Choose a file to upload, in the field "${UPLOAD_FIELD}".` });
    return next.handle();
  }
}

function toHttpError(error: unknown): HttpException {
  if (!(error instanceof MulterError)) return new BadRequestException({ message: 'The upload could not be read.' });
  if (error.code === 'LIMIT_FILE_SIZE') {
    return new PayloadTooLargeException({ message: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` });
  }
  return new BadRequestException({ message: `Send one file, in the field "${UPLOAD_FIELD}", and nothing else.` });
}
