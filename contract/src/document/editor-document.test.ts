import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { fieldErrorsOf } from '../error-answer.js';
import { checkEditorDocument } from './editor-document.js';
import { checkPortfolio } from './portfolio.js';
import { POST_BODY_MAX } from './post-bodies.js';
import { MESSAGES } from './values.js';

const withBody = (body: string, slug = 'a-post') => ({
  ...DEFAULT_PORTFOLIO,
  blogs: [{ ...DEFAULT_PORTFOLIO.blogs[0]!, slug, body }],
});

describe("the editor's document", () => {
  it("holds each post's Markdown where the document holds its body's id", () => {
    const markdown = '# A post\n\nWith a paragraph.';
    expect(checkEditorDocument(withBody(markdown))).toEqual([]);
    expect(checkPortfolio(withBody(markdown))).toEqual([{ path: 'blogs.0.body', message: MESSAGES.postBody }]);
  });

  it("holds a body to a stored body's rule, and the post to the document's rules across fields", () => {
    expect(checkEditorDocument(withBody('x'.repeat(POST_BODY_MAX + 1)))).toEqual([
      { path: 'blogs.0.body', message: `must be at most ${POST_BODY_MAX} characters` },
    ]);
    expect(checkEditorDocument(withBody('A body, and no address', ''))).toEqual([
      { path: 'blogs.0.slug', message: MESSAGES.slugNeeded },
    ]);
  });
});

describe("an error answer's fields", () => {
  it('are those it names well, and none for any other answer', () => {
    const named = { path: 'projects.0.live', message: 'must be a link' };
    expect(fieldErrorsOf({ message: 'Some fields are not valid', errors: [named, { path: 1 }, 'x'] })).toEqual([named]);
    expect(fieldErrorsOf({ message: 'Sign in to see this.' })).toEqual([]);
    expect(fieldErrorsOf('<html>')).toEqual([]);
  });
});
