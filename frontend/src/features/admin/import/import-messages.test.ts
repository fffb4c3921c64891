import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { importTypeOf, type ImportAnswer, type PlacedPost } from '../api/import-api';
import { doneMessage, postsToImport, problemOf, refusalOf, summaryOf } from './import-messages';

const post = (outcome: PlacedPost['outcome']): PlacedPost => ({
  source: 'export.xml, item 1',
  title: 'A post',
  slug: 'a-post',
  status: 'published',
  date: '2020-01-01',
  outcome,
});
const answer = (outcomes: Array<PlacedPost['outcome']>, images = 0): ImportAnswer => ({
  imported: false,
  posts: outcomes.map(post),
  images,
  warnings: [],
});
const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const refused = (status: number, body?: unknown) =>
  new ApiError('status', `/api/import answered ${status}`, { status, body });

describe('what an import says', () => {
  it('counts what a preview would do, leaving out what there is none of', () => {
    const many = answer(['added', 'added', 'renamed', 'skipped', 'skipped', 'added'], 3);
    expect(summaryOf(many)).toBe('3 posts to add, 1 renamed, 2 skipped, 3 images');
    expect(postsToImport(many)).toBe(4);
    expect(summaryOf(answer(['added'], 1))).toBe('1 post to add, 1 image');
    expect(summaryOf(answer(['skipped']))).toBe('0 posts to add, 1 skipped');
    expect(doneMessage(answer(['added', 'skipped']))).toBe('Imported 1 post. Undo it from History.');
  });

  it('sends each kind of export as its type, whatever the case of its extension', () => {
    expect(importTypeOf('ghost.2024-01-01.json')).toBe('application/json');
    expect(importTypeOf('WordPress.XML')).toBe('application/xml');
    expect(importTypeOf('site.Zip')).toBe('application/zip');
    expect(importTypeOf('notes.txt')).toBeUndefined();
    expect(importTypeOf('zip')).toBeUndefined();
  });

  it('refuses a file of another kind, or past 100 MB, before it is sent', () => {
    expect(refusalOf(sized('notes.md', 10))?.message).toBe(
      'notes.md is not an export the import reads. Choose a .json, .xml or .zip file.',
    );
    expect(refusalOf(sized('big.zip', 100 * 1024 * 1024 + 1))?.message).toBe(
      'big.zip is larger than 100 MB, the most an import takes.',
    );
    expect(refusalOf(sized('full.zip', 100 * 1024 * 1024))).toBeUndefined();
  });

  it("says a refusal in the API's words, with where in the file", () => {
    const body = { message: 'The item has no title.', source: 'export.xml, item 3' };
    expect(problemOf(refused(400, body), false)).toEqual(body);
    expect(problemOf(refused(413, { message: 'The file is over 100 MB.' }), false)).toEqual({
      message: 'The file is over 100 MB.',
    });
    expect(problemOf(refused(502), false).message).toBe(
      'The server could not read the file (it answered 502). Try again in a moment.',
    );
    expect(problemOf(refused(401, { message: 'Sign in first' }), true).message).toBe(
      'Your session has ended. Sign in again, then try again.',
    );
  });

  it('says an import that did not answer may have happened, where a preview is only tried again', () => {
    const timeout = new ApiError('timeout', '/api/import did not answer');
    expect(problemOf(timeout, true).message).toMatch(/may have done it: look at the posts, or History/);
    expect(problemOf(timeout, false).message).toBe('The server did not answer. Try again in a moment.');
    expect(() => problemOf(new TypeError('a bug'), false)).toThrow('a bug');
  });
});
