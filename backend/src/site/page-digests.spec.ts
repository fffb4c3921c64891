import { DEFAULT_PORTFOLIO, type Blog } from '@portfolio/contract';
import { PageDigests } from './page-digests';

const common = { build: 'b1', siteUrl: 'https://portfolio.example', year: 2026 };
const [first, second, third] = DEFAULT_PORTFOLIO.blogs as [Blog, Blog, Blog];

describe('the digests of pages, remembered by what they are made of', () => {
  it('change with the post, its neighbours’ links and the shell, and with nothing else', () => {
    const digests = new PageDigests().for(common);
    const page = digests.post(DEFAULT_PORTFOLIO, second, first, third);

    expect(digests.post({ ...DEFAULT_PORTFOLIO }, second, first, third)).toBe(page);
    expect(digests.post(DEFAULT_PORTFOLIO, second, { ...first, title: 'Renamed' }, third)).not.toBe(page);
    expect(digests.post(DEFAULT_PORTFOLIO, second, { ...first, excerpt: 'Not on the page' }, third)).toBe(page);
    const light = { ...DEFAULT_PORTFOLIO, appearance: { ...DEFAULT_PORTFOLIO.appearance, theme: 'light' as const } };
    expect(digests.post(light, second, first, third)).not.toBe(page);
    expect(digests.post(DEFAULT_PORTFOLIO, { ...second }, first, third)).toBe(page);
    expect(digests.post(DEFAULT_PORTFOLIO, { ...second, title: 'Saved' }, first, third)).not.toBe(page);
  });

  it('are made again for another build, address or year', () => {
    const remembered = new PageDigests();
    const page = remembered.for(common).post(DEFAULT_PORTFOLIO, second, first, third);

    expect(remembered.for({ ...common, build: 'b2' }).post(DEFAULT_PORTFOLIO, second, first, third)).not.toBe(page);
    expect(remembered.for({ ...common, year: 2027 }).listing(DEFAULT_PORTFOLIO, [second], [])).not.toBe(
      remembered.for(common).listing(DEFAULT_PORTFOLIO, [second], []),
    );
  });
});
