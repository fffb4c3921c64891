import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';

interface ErrorBody {
  message: string;
  [detail: string]: unknown;
}

/**
 * Every error leaves the API as JSON `{ message, ...details }`: the status and message of an HTTP
 * exception, and for anything unexpected a plain 500 whose details go to the log, never to the client.
 * A refusal that says when to come back (`retryAfterSeconds`) says it in `Retry-After` too, so a
 * service that refuses needs no hold of the response.
 */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toResponse(exception);
    const cause = exception instanceof Error ? (exception.cause ?? exception) : exception;
    // A 503 is a known outage (the database is away): one line says why. Anything else is a bug
    // worth its stack trace.
    if (status === HttpStatus.SERVICE_UNAVAILABLE)
      this.logger.warn(cause instanceof Error ? cause.message : String(cause));
    else if (status >= 500) this.logger.error(cause);
    if (response.headersSent) return;
    if (typeof body.retryAfterSeconds === 'number') response.setHeader('Retry-After', String(body.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): { status: number; body: ErrorBody } {
    if (!(exception instanceof HttpException)) {
      return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Internal server error' } };
    }
    const answer = exception.getResponse();
    if (typeof answer === 'string') return { status: exception.getStatus(), body: { message: answer } };
    // Nest's own exceptions add `statusCode` and `error`; the status line already says both.
    const { statusCode: _statusCode, error: _error, message, ...details } = answer as Record<string, unknown>;
    return {
      status: exception.getStatus(),
      body: { message: Array.isArray(message) ? message.join('; ') : String(message ?? exception.message), ...details },
    };
  }
}
