import { BadRequestException } from '@nestjs/common';
import {
  checkPortfolio,
  DEFAULT_PORTFOLIO,
  limitOf,
  PORTFOLIO,
  withoutOptionalFields,
  type FieldError,
} from '@portfolio/contract';
import { largestValidDocument, malformedDocuments, withValue } from '../../test/support/document-samples';
import { createValidationPipe } from '../http/validation';
import { PortfolioDto } from './portfolio.dto';

const pipe = createValidationPipe();

async function fieldErrors(body: unknown): Promise<FieldError[]> {
  try {
    await pipe.transform(body, { type: 'body', metatype: PortfolioDto, data: '' });
    return [];
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return (error.getResponse() as { errors: FieldError[] }).errors;
  }
}

describe('PortfolioDto', () => {
  it('accepts the default content', async () => {
    expect(await fieldErrors(DEFAULT_PORTFOLIO)).toEqual([]);
  });

  it('accepts every text and list at its bound', async () => {
    expect(await fieldErrors(largestValidDocument())).toEqual([]);
  });

  it.each([
    ['personalInfo.github', ''],
    ['personalInfo.linkedin', ''],
    ['projects.0.github', ''],
    ['projects.0.live', ''],
    ['projects.0.tech', []],
    ['projects.0.description', ''],
    ['skills', []],
    ['blogs.0.date', '2024-02-29'],
    ['projects.0.live', 'HTTPS://Example.com/Path?q=1#top'],
    ['personalInfo.description', 'Two\nlines\twith a tab'],
    ['blogs.0.title', 'Émoji 🚀 and ünïcödé'],
  ])('accepts %s = %j', async (path, value) => {
    expect(await fieldErrors(withValue(path, value))).toEqual([]);
  });

  const cases = malformedDocuments();

  it('is checked against at least 60 malformed documents', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((sample) => [sample.name, sample]))('refuses %s', async (_, { document, path }) => {
    const errors = await fieldErrors(document);

    expect(errors.map((error) => error.path)).toEqual([path]);
    expect(errors[0]!.message).toEqual(expect.any(String));
  });

  it('lists every bad field of a document at once', async () => {
    const document = withValue('projects.1.live', 'javascript:alert(1)') as typeof DEFAULT_PORTFOLIO;
    document.blogs[2]!.date = '2024-13-01';
    document.skills = Array.from({ length: limitOf('skills') + 1 }, () => ({
      name: 'x',
      hidden: false,
      translations: [],
    }));

    const paths = (await fieldErrors(document)).map((error) => error.path);

    expect(paths.sort()).toEqual(['blogs.2.date', 'projects.1.live', 'skills']);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[], 'text', 42, null]) {
      await expect(pipe.transform(body, { type: 'body', metatype: PortfolioDto, data: '' })).rejects.toThrow(
        'The request body must be a JSON object',
      );
    }
  });

  // The editor runs the document's own check before sending: it must say what the API says.
  it.each([
    ['the default content', DEFAULT_PORTFOLIO],
    ['the largest valid document', largestValidDocument()],
    [
      "the specification's document, without the fields added since",
      withoutOptionalFields(PORTFOLIO, DEFAULT_PORTFOLIO),
    ],
    ...cases.map((sample): [string, unknown] => [sample.name, sample.document]),
  ])('is judged as the editor judges it: %s', async (_, document) => {
    const byPath = (a: FieldError, b: FieldError) => a.path.localeCompare(b.path) || a.message.localeCompare(b.message);

    expect((await fieldErrors(document)).sort(byPath)).toEqual(checkPortfolio(document).sort(byPath));
  });
});
