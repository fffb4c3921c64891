import { describe, expect, it } from 'vitest';
import { httpHref, mailtoHref } from './links';

describe('httpHref', () => {
  it('keeps absolute http and https URLs', () => {
    expect(httpHref('https://github.com/jordanlee')).toBe('https://github.com/jordanlee');
    expect(httpHref('http://example.com/a?b=c#d')).toBe('http://example.com/a?b=c#d');
  });

  it.each([
    '',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/relative/path',
    'ftp://example.com',
    'https://',
    ' https://example.com',
  ])('drops %j', (url) => {
    expect(httpHref(url)).toBeUndefined();
  });

  it('drops a missing URL', () => {
    expect(httpHref(undefined)).toBeUndefined();
  });
});

describe('mailtoHref', () => {
  it('builds a mail link for one address', () => {
    expect(mailtoHref('jordan@lee.dev')).toBe('mailto:jordan@lee.dev');
  });

  it.each(['', 'jordan', 'jordan@lee.dev?bcc=all@example.com', 'a@b.c&body=x', 'two words@lee.dev', 'a@b'])(
    'refuses %j',
    (email) => {
      expect(mailtoHref(email)).toBeUndefined();
    },
  );
});
