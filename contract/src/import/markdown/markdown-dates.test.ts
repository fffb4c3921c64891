import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { postDate } from './markdown-dates.js';

describe('postDate', () => {
  it.each([
    ['2019-03-05', '2019-03-05T00:00:00Z', ['2019', '03', '05']],
    ['2017-2-5', '2017-02-05T00:00:00Z', ['2017', '02', '05']],
    ['2010-01-10 13:07:09 +00:00', '2010-01-10T13:07:09Z', ['2010', '01', '10']],
    ['2014-03-27 22:43:48 -0400', '2014-03-28T02:43:48Z', ['2014', '03', '27']],
    ['2016-04-19 10:26:12 -0700', '2016-04-19T17:26:12Z', ['2016', '04', '19']],
    ['2019-03-05T10:00:00.000+02:00', '2019-03-05T08:00:00Z', ['2019', '03', '05']],
    ['2019-03-05T10:00:00Z', '2019-03-05T10:00:00Z', ['2019', '03', '05']],
    ['2019-03-05 10:00', '2019-03-05T10:00:00Z', ['2019', '03', '05']],
    ['2019-03-05T23:30:00-01:00', '2019-03-06T00:30:00Z', ['2019', '03', '05']],
    ['Jul 08 2022', '2022-07-08T00:00:00Z', ['2022', '07', '08']],
    ['July 8, 2022', '2022-07-08T00:00:00Z', ['2022', '07', '08']],
    ['8 July 2022', '2022-07-08T00:00:00Z', ['2022', '07', '08']],
  ])('reads %s as %s, on the day written', (written, moment, day) => {
    expect(postDate(written)).toEqual({ moment, day });
  });

  it.each([
    '',
    'soon',
    '2019-02-30',
    '2019-13-01',
    '2019-03-05 24:00',
    '2019-03-05T10:61:00Z',
    'Smarch 1 2020',
    2019,
    null,
  ])('reads no date in %j', (written) => {
    expect(postDate(written)).toBeUndefined();
  });

  it("reads TOML's dates: a day, a local time, an offset time; not a time alone", () => {
    const toml = parse('a = 2019-03-05\nb = 2019-03-05T10:00:00\nc = 2019-03-05T10:00:00-05:00\nd = 10:00:00\n');
    expect(postDate(toml.a)).toEqual({ moment: '2019-03-05T00:00:00Z', day: ['2019', '03', '05'] });
    expect(postDate(toml.b)?.moment).toBe('2019-03-05T10:00:00Z');
    expect(postDate(toml.c)).toEqual({ moment: '2019-03-05T15:00:00Z', day: ['2019', '03', '05'] });
    expect(postDate(toml.d)).toBeUndefined();
  });
});
