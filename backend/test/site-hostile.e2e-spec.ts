import { DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { parsePage, parseXml, siteHarness } from './site-harness';

// Everything that could end or change the element, attribute, JSON or comment it is written in.
const HOSTILE = `</script><!--"'&\u2028</title><b>x</b>${'$&'}`;
const HOSTILE_URL = `https://example.com/?q="</script><!--'&x=1`;

/** Every text the owner can write set to the hostile string (URLs to a hostile URL). */
function hostileDocument(): Portfolio {
  const mark = (label: string) => `${label} ${HOSTILE}`;
  return {
    personalInfo: {
      name: mark('name'),
      title: mark('title'),
      description: mark('description'),
      email: DEFAULT_PORTFOLIO.personalInfo.email,
      github: HOSTILE_URL,
      linkedin: `${HOSTILE_URL}&in`,
      portrait: '',
      resume: '',
    },
    skills: [{ name: mark('skill') }],
    projects: [
      {
        title: mark('project'),
        description: mark('about'),
        tech: [mark('tech')],
        github: HOSTILE_URL,
        live: HOSTILE_URL,
        image: '',
      },
    ],
    blogs: [{ title: mark('post'), excerpt: mark('excerpt'), date: '2024-03-15', readTime: mark('read') }],
  };
}

const site = siteHarness();
let html: string;
const document = hostileDocument();

beforeAll(async () => {
  await site.save(document);
  html = (await site.api.http.get('/').expect(200)).text;
});

describe('text the owner saves stays in its place in the page', () => {
  it('is never written out raw', () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<b>x</b>');
    // The app's module, the JSON-LD and the data each end once; nothing else ends a script.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(parsePage(html).scripts().sort()).toEqual(['application/json', 'application/ld+json', 'module']);
  });

  it('reads back exactly in the title, the meta tags and the visible text', () => {
    const page = parsePage(html);
    const { name, title, description } = document.personalInfo;

    expect(page.title()).toBe(`${name} — ${title}`);
    expect(page.meta('name', 'description')).toBe(description);
    expect(page.meta('property', 'og:title')).toBe(`${name} — ${title}`);
    expect(page.meta('property', 'og:site_name')).toBe(name);
    expect(page.meta('name', 'twitter:description')).toBe(description);
    for (const text of [name, title, description, document.skills[0]!.name, document.projects[0]!.tech[0]!]) {
      expect(page.bodyText()).toContain(text);
    }
    expect(page.links()).toContain(HOSTILE_URL);
  });

  it('reads back exactly from the JSON-LD and the embedded data', () => {
    const page = parsePage(html);
    const data = page.json('application/ld+json') as { '@graph': Array<Record<string, unknown>> };

    expect(data['@graph'][0]).toMatchObject({
      name: document.personalInfo.name,
      sameAs: [HOSTILE_URL, `${HOSTILE_URL}&in`],
    });
    expect(data['@graph'][1]).toMatchObject({ headline: document.blogs[0]!.title });
    expect(page.json('application/json', 'page-data')).toEqual({
      portfolio: document,
      renderedYear: expect.any(Number),
    });
  });

  it('reads back exactly from the feed, which stays well-formed', async () => {
    const xml = (await site.api.http.get('/feed.xml').expect(200)).text;
    const { feed } = parseXml(xml) as { feed: { title: string; entry: Array<{ title: string; summary: string }> } };

    expect(feed.title).toBe(`${document.personalInfo.name}: blog`);
    expect(feed.entry[0]).toMatchObject({ title: document.blogs[0]!.title, summary: document.blogs[0]!.excerpt });
  });
});
