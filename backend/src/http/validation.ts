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
    exceptionFactory: (errors) => fieldsNotValid(toFieldErrors(errors)),
  });
}

/** The 400 that names each bad field: the DTOs', and that of the document's rules a DTO cannot hold. */
export function fieldsNotValid(errors: FieldError[]): BadRequestException {
  return new BadRequestException({ message: 'Some fields are not valid', errors });
}

class BodyValidationPipe extends ValidationPipe {
  // The DTOs describe objects; a JSON array, string or number would otherwise be checked as one.
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new BadRequestException({
          message: 'The request body must be a JSON object',
          errors: [{ path: '', message: MESSAGES.object }],
        });
      }
      const dropped = prototypeKeyPaths(value);
      if (dropped.length > 0) {
        throw fieldsNotValid(dropped.map((path) => ({ path, message: MESSAGES.unknown })));
      }
    }
    return super.transform(value, metadata);
  }
}

// Before checking, Nest deletes `__proto__`, `prototype` and `constructor` keys from a body without
// a word, and class-validator's unknown-field check takes a key named like another property of
// Object.prototype (`hasOwnProperty`) for a known one. No document field is named so: all of
// them are refused here like any other unknown field.
const isPrototypeKey = (key: string) => key === 'prototype' || key in Object.prototype;

/**
 * The paths of keys named like Object.prototype's properties, at any depth of a parsed body. One
 * call per level: bodies are parsed at most JSON_DEPTH_LIMIT levels deep (json-body.ts).
 */
function prototypeKeyPaths(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value).flatMap((key) => {
    const keyPath = path ? `${path}.${key}` : key;
    if (isPrototypeKey(key)) return [keyPath];
    return prototypeKeyPaths((value as Record<string, unknown>)[key], keyPath);
  });
}

export function toFieldErrors(errors: ValidationError[], parentPath = ''): FieldError[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
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
