import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES, type FieldError } from '@portfolio/contract';

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
    if (metadata.type === 'body') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new BadRequestException({ message: 'The request body must be a JSON object' });
      }
      const path = prototypeKeyPath(value);
      if (path !== undefined) {
        throw new BadRequestException({ message: 'Some fields are not valid', errors: [{ path, message: MESSAGES.unknown }] });
      }
    }
    return super.transform(value, metadata);
  }
}

/**
 * Where a `__proto__` key sits in a parsed body, if anywhere. JSON.parse keeps it as an ordinary
 * key, but turning the body into DTO classes drops it silently, so the unknown-field check never
 * sees it: it is refused here like any other unknown field.
 */
function prototypeKeyPath(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (key === '__proto__') return keyPath;
    const found = prototypeKeyPath((value as Record<string, unknown>)[key], keyPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function toFieldErrors(errors: ValidationError[], parentPath = ''): FieldError[] {
  return errors.flatMap((error) => {
    const path = [parentPath, error.property].filter(Boolean).join('.');
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      path,
      message: describe(constraint, message),
    }));
    return [...own, ...toFieldErrors(error.children ?? [], path)];
  });
}

function describe(constraint: string, message: string): string {
  if (constraint === 'whitelistValidation') return MESSAGES.unknown;
  if (constraint === 'nestedValidation') return MESSAGES.object;
  return message;
}
