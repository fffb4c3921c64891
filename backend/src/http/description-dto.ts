import { applyDecorators } from '@nestjs/common';
import {
  MESSAGES,
  valueListProblem,
  valueProblem,
  type Field,
  type InputOf,
  type ListField,
  type ObjectField,
  type ValueField,
} from '@portfolio/contract';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsObject, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';

/**
 * A class-validator class for an object of a document description: class-validator walks the
 * objects and lists, refuses unknown keys and names every bad field by its path, and each text,
 * URL, email or date field is judged by the description's own rule, in the editor's words.
 */
export function dtoFor<F extends ObjectField>(description: F, name: string): new () => InputOf<F> {
  const Dto = { [name]: class {} }[name]!;
  for (const [key, field] of Object.entries(description.fields)) {
    const rules = rulesFor(field, `${name}.${key}`);
    (field.optional ? applyDecorators(ValidateIf(isPresent), rules) : rules)(Dto.prototype, key);
  }
  return Dto as new () => InputOf<F>;
}

/** A missing optional field is not checked (the document reads it as empty); `null` is, and is refused. */
const isPresent = (_object: object, value: unknown) => value !== undefined;

function rulesFor(field: Field, name: string): PropertyDecorator {
  switch (field.kind) {
    case 'object': {
      const Part = dtoFor(field, name);
      return applyDecorators(
        IsDefined({ message: MESSAGES.required }),
        IsObject({ message: MESSAGES.object }),
        ValidateNested({ message: MESSAGES.object }),
        Type(() => Part),
      );
    }
    case 'list':
      return field.item.kind === 'object'
        ? listOfObjects(field.item, field.max, name)
        : judgedBy(name, (value) => valueListProblem(field as ListField<ValueField>, value));
    default:
      return judgedBy(name, (value) => valueProblem(field, value));
  }
}

function listOfObjects(item: ObjectField, max: number, name: string): PropertyDecorator {
  const Item = dtoFor(item, `${name}.item`);
  return applyDecorators(
    IsDefined({ message: MESSAGES.required }),
    IsArray({ message: MESSAGES.list }),
    ArrayMaxSize(max, { message: MESSAGES.tooMany(max) }),
    // Checks each item, and names an item that is not an object by its index (`skills.3`).
    ValidateNested({ each: true, message: MESSAGES.object }),
    Type(() => Item),
    // class-validator would check an item that is itself a list item by item, as if lists of
    // lists were wanted, and pass an empty one; as null it is refused like any other non-object.
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) ? value.map((entry: unknown) => (Array.isArray(entry) ? null : entry)) : value,
    ),
  );
}

function judgedBy(name: string, problem: (value: unknown) => string | undefined): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => problem(value) === undefined,
      defaultMessage: (args) => problem(args?.value) ?? '',
    },
  });
}
