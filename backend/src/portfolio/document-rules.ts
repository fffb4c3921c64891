import { applyDecorators } from '@nestjs/common';
import { isHttpUrl, isIsoDate } from '@portfolio/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsObject,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';

/**
 * The rules of the portfolio document's fields, as property decorators that read like the
 * document. Each names its failure plainly: the admin shows these messages next to its fields.
 */

// C0 and C1 control characters except tab, line feed and carriage return (text may have lines),
// and UTF-16 halves without their partner: PostgreSQL refuses both in JSONB.
const FORBIDDEN_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const required = { message: 'is required' };

function hasNoForbiddenCharacters(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasNoForbiddenCharacters',
      validator: { validate: (value: unknown) => typeof value === 'string' && !FORBIDDEN_CHARACTERS.test(value) },
    },
    { message: 'must not contain control characters', ...options },
  );
}

function isNotBlank(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isNotBlank', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' } },
    { message: 'must not be empty', ...options },
  );
}

/** A string of at most `max` characters; `blank: false` also refuses an empty or white-space one. */
export function Text(max: number, { blank = true }: { blank?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsString({ message: 'must be text' }),
    MaxLength(max, { message: `must be at most ${max} characters` }),
    hasNoForbiddenCharacters(),
    ...(blank ? [] : [isNotBlank()]),
  );
}

/** An absolute http(s) URL of at most `max` characters, or empty where the link may be left out. */
export function Link(max: number): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsString({ message: 'must be text' }),
    MaxLength(max, { message: `must be at most ${max} characters` }),
    ValidateBy(
      { name: 'isLink', validator: { validate: (value: unknown) => value === '' || (typeof value === 'string' && isHttpUrl(value)) } },
      { message: 'must be an http:// or https:// address, or empty' },
    ),
  );
}

export function Email(max: number): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsString({ message: 'must be text' }),
    MaxLength(max, { message: `must be at most ${max} characters` }),
    IsEmail({}, { message: 'must be an email address' }),
  );
}

export function IsoDate(): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsString({ message: 'must be text' }),
    ValidateBy(
      { name: 'isIsoDate', validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) } },
      { message: 'must be a real date written YYYY-MM-DD' },
    ),
  );
}

/** A nested object of the given class, validated field by field. */
export function Part(type: () => new () => object): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsObject({ message: 'must be an object' }),
    ValidateNested(),
    Type(type),
  );
}

/** A list of at most `max` objects of the given class, each validated field by field. */
export function ListOf(type: () => new () => object, max: number): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(max, { message: `must have at most ${max} items` }),
    // Checks each item, and names an item that is not an object by its index (`skills.3`).
    ValidateNested({ each: true }),
    Type(type),
  );
}

/** A list of at most `max` non-empty strings of at most `maxLength` characters each. */
export function TextList(max: number, maxLength: number): PropertyDecorator {
  return applyDecorators(
    IsDefined(required),
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(max, { message: `must have at most ${max} items` }),
    IsString({ each: true, message: 'must be a list of text' }),
    MaxLength(maxLength, { each: true, message: `must have items of at most ${maxLength} characters` }),
    hasNoForbiddenCharacters({ each: true }),
    isNotBlank({ each: true, message: 'must not have empty items' }),
  );
}
