import { DailyVisitors, REMEMBERED_MAX } from './daily-visitors';

const DAY = '2030-06-01';

describe("a day's visitors", () => {
  it('are each new once a place, and a new day forgets them', () => {
    const visitors = new DailyVisitors();
    expect(visitors.isFirst(DAY, '203.0.113.7', '')).toBe(true);
    expect(visitors.isFirst(DAY, '203.0.113.7', '')).toBe(false);
    expect(visitors.isFirst(DAY, '203.0.113.7', '/')).toBe(true);
    expect(visitors.isFirst(DAY, '203.0.113.8', '')).toBe(true);
    expect(visitors.isFirst('2030-06-02', '203.0.113.7', '')).toBe(true);
  });

  it('past the hashes a day keeps, count no one as new rather than everyone', () => {
    const visitors = new DailyVisitors();
    const network = (index: number) => `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`;
    let firsts = 0;
    for (let index = 0; index < REMEMBERED_MAX + 1000; index += 1)
      if (visitors.isFirst(DAY, network(index), '')) firsts += 1;
    expect(firsts).toBe(REMEMBERED_MAX);
    // A visitor known before the bound is still known; one seen only past it is not new on return either.
    expect(visitors.isFirst(DAY, network(0), '')).toBe(false);
    expect(visitors.isFirst(DAY, network(REMEMBERED_MAX + 1), '')).toBe(false);
  });
});
