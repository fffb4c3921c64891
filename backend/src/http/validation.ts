import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

export interface FieldError {
  /** Where the problem is, e.g. `projects.1.live`; empty for the body itself. */
  path: string;
  message: string;
}

/**
 * Request bodies are checked against their DTO classes: unknown fields are refused (not silently
 * dropped), nested objects are checked too, and a failure is a 400 that lists every bad field.
 */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new BadRequestException({ message: 'Some fields are not valid', errors: toFieldErrors(errors) }),
  });
}

class BodyValidationPipe extends ValidationPipe {
  // The DTOs describe objects; a JSON array, string or number would otherwise be checked as one.
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new BadRequestException({ message: 'The request body must be a JSON object' });
    }
    return super.transform(value, metadata);
  }
}

export function toFieldErrors(errors: ValidationError[], parentPath = ''): FieldError[] {
  return errors.flatMap((error) => {
    const path = [parentPath, error.property].filter(Boolean).join('.');
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      path,
      message: describe(constraint, message, path),
    }));
    return [...own, ...toFieldErrors(error.children ?? [], path)];
  });
}

function describe(constraint: string, message: string, path: string): string {
  if (constraint === 'whitelistValidation') return 'is not a field of this document';
  if (constraint === 'nestedValidation') return 'must be an object';
  return message;
}
