import { BadRequestException } from '@nestjs/common';
import { DEFAULT_PORTFOLIO, MESSAGES, object, optional, pick, PORTFOLIO, text } from '@portfolio/contract';
import { largestDocument } from '@portfolio/contract/testing';
import { createValidationPipe } from './validation';
import { dtoFor } from './description-dto';

/** The description with a field added, as docs/adding-a-field.md adds one: a line and nothing else. */
const WITH_PRONOUNS = object({
  ...PORTFOLIO.fields,
  personalInfo: object({ ...PORTFOLIO.fields.personalInfo.fields, pronouns: optional(text(40)) }),
});
const Dto = dtoFor(WITH_PRONOUNS, 'Portfolio');
const pipe = createValidationPipe();

const validate = (body: unknown) => pipe.transform(body, { type: 'body', metatype: Dto, data: '' });

describe('dtoFor a description with a field added', () => {
  // The API's longest addresses need stored files only for a save, not for the check.
  const largest = largestDocument(WITH_PRONOUNS);

  it('accepts a document with it, and keeps it for the stored copy', async () => {
    const body = await validate(largest);

    expect(pick(WITH_PRONOUNS, body)).toEqual(largest);
  });

  it('accepts a document without it', async () => {
    await expect(validate(DEFAULT_PORTFOLIO)).resolves.toBeDefined();
  });

  it('refuses it over its bound, by its path, in the contract’s words', async () => {
    const body = { ...largest, personalInfo: { ...largest.personalInfo, pronouns: 'x'.repeat(41) } };

    const error = await validate(body).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      errors: [{ path: 'personalInfo.pronouns', message: MESSAGES.tooLong(40) }],
    });
  });
});
