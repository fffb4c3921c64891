/** Values a careless or hostile client sends: each has broken a parser or a validator somewhere. */

export const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  ' ',
  'name ',
  '0',
  'length',
];

export const ODD_TEXT = [
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '\u0000',
  'a\u0007b',
  '\u001b[31m',
  '\u0085',
  '\u007f',
  '\u2028\u2029',
  '\u200b\u200d\ufeff',
  '\u202e\u202d',
  'e\u0301\u0301\u0301',
  '🏳️‍🌈👩🏽‍💻',
  '\uffff\ufffe',
  '  ',
  '\t\r\n',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  "'; DROP TABLE portfolio; --",
  '%00%ff',
  '\\u0000',
];

export const BAD_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  ' https://example.com',
  'https://example.com ',
  'data:text/html,x',
  '//example.com',
  'https://',
  'http://[::1',
  'https://exa mple.com',
  'https://example.com/\ud800',
  'https://example.com/\u0000',
  'https://\u0000example.com',
  'mailto:owner@example.com',
  'ftp://example.com',
  'https://xn--.com',
  'HTTPS://EXAMPLE.COM/ÜBER',
  'http://0x7f.1',
  'https://例え.テスト/パス',
];

export const BAD_EMAILS = [
  'owner',
  'owner@',
  '@example.com',
  'a@b',
  'a@b@example.com',
  'a..b@example.com',
  '.a@example.com',
  'a@-example.com',
  'a@example..com',
  'a@example.com?bcc=x@example.com',
  'a b@example.com',
  '"a"@example.com',
  'ünï@exämple.de',
  'a@example.com\n',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(64)}.com`,
  'a@\ud800.com',
];

export const BAD_DATES = [
  '2024-02-30',
  '2023-02-29',
  '0000-01-01',
  '9999-12-31',
  '+02024-01-01',
  '2024-1-01',
  '2024-01-01T00:00:00Z',
  '２０２４-01-01',
  '2024-02-29\n',
  '',
];

/** Addresses that are not one of this site's uploads as a document refers to it. */
const ID = '0123456789abcdef0123456789abcdef';
export const BAD_MEDIA = [
  `/media/${ID}-1600x1200-640.webp`, // a narrower copy, not the image
  `/media/${ID}-1600x1200-1600.webp`, // wider than any copy
  `/media/${ID}-600x400-640.webp`, // wider than the image
  `/media/${ID}.PDF`,
  `/media/${ID.toUpperCase()}.pdf`,
  `/media/${ID}-0600x400-600.webp`,
  `https://example.com/media/${ID}.pdf`,
  `//example.com/media/${ID}.pdf`,
  `/media/../media/${ID}.pdf`,
  `/media/${ID}.pdf?download`,
  `/media/${ID}.svg`,
  'javascript:alert(1)',
];

/** Near misses for a post's address, status, moment and body: each is one rule away from valid. */
export const BAD_POST_FIELDS = [
  'My-Post',
  'my--post',
  '-post',
  'post-',
  'my_post',
  'Draft',
  'PUBLISHED',
  'scheduled ',
  '2024-03-15T09:30:00',
  '2024-03-15T09:30:00.000Z',
  '2024-03-15T24:00:00Z',
  '2023-02-29T10:00:00Z',
  ID.toUpperCase(),
  `${ID}0`,
];
