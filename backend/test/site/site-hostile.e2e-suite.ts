import { pageContent, PORTFOLIO } from '@portfolio/contract';
import { renderPost } from '@portfolio/contract/markdown';
import { HOSTILE, hostileDocument, valuesOf } from '@portfolio/contract/testing';
import { parsePage, parseXml, siteHarness } from './site-harness';

const site = siteHarness();
let html: string;
let postHtml: string;
/** Every text the owner can write set to the hostile string after its field's name, every link to the hostile URL. */
const document = hostileDocument(PORTFOLIO, HOSTILE);
/** The post's body: the hostile text as a heading, a paragraph, code, a link's text and an image's alt. */
const BODY = [
  `# ${HOSTILE.text}`,
  HOSTILE.text,
  `\`\`\`ts\n${HOSTILE.text}\n\`\`\``,
  `[${HOSTILE.text}](${HOSTILE.url})`,
  `<script>alert(1)</script><p style="color:red">x</p>`,
].join('\n\n');
const post = () => document.blogs[0]!;

beforeAll(async () => {
  // The post at /blog/slug (the hostile document's address for it) gets a page.
  post().body = await site.storeBody(BODY);
  await site.save(document);
  html = (await site.api.http.get('/').expect(200)).text;
  postHtml = (await site.api.http.get(`/blog/${post().slug}`).expect(200)).text;
});

describe('text the owner saves stays in its place in the page', () => {
  it('is never written out raw', () => {
    expect(html).not.toContain(HOSTILE.text);
    expect(html).not.toContain('<b>x</b>');
    // The head script, the JSON-LD and the data each end once; nothing else ends a script.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(parsePage(html).scripts().sort()).toEqual(['application/json', 'application/ld+json', 'the head script']);
  });

  it('reads back exactly in the title, the meta tags and the visible text', () => {
    const page = parsePage(html);
    const { name, title, description } = document.personalInfo;

    expect(page.title()).toBe(`${name} — ${title}`);
    expect(page.meta('name', 'description')).toBe(description);
    expect(page.meta('property', 'og:title')).toBe(`${name} — ${title}`);
    expect(page.meta('property', 'og:site_name')).toBe(name);
    expect(page.meta('name', 'twitter:description')).toBe(description);
    for (const text of valuesOf(PORTFOLIO, document, 'text')) expect(page.bodyText()).toContain(text);
    expect(page.links()).toContain(document.personalInfo.github);
  });

  it('reads back exactly from the JSON-LD and the embedded data', () => {
    const page = parsePage(html);
    const data = page.json('application/ld+json') as { '@graph': Array<Record<string, unknown>> };

    expect(data['@graph'][0]).toMatchObject({
      name: document.personalInfo.name,
      sameAs: [document.personalInfo.github, document.personalInfo.linkedin],
    });
    expect(data['@graph'][1]).toMatchObject({ headline: document.blogs[0]!.title });
    expect(page.json('application/json', 'page-data')).toEqual({
      portfolio: pageContent(document),
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

describe("text the owner saves stays in its place in a post's page", () => {
  it('is never written out raw, and adds no script and no style', () => {
    expect(postHtml).not.toContain(HOSTILE.text);
    expect(postHtml).not.toContain('<b>x</b>');
    expect(postHtml).not.toMatch(/<[^>]*\sstyle=/i);
    // The JSON-LD and the head script (which sets the theme) each end once.
    expect(postHtml.match(/<\/script>/g)).toHaveLength(2);
    expect(parsePage(postHtml).scripts()).toEqual(['application/ld+json', 'the head script']);
    expect(parsePage(postHtml).styled()).toBe(0);
  });

  it('reads back exactly in the title, the meta tags, the visible text and the JSON-LD', () => {
    const page = parsePage(postHtml);
    const { title, excerpt, readTime, tags } = post();

    expect(page.title()).toBe(`${title} — ${document.personalInfo.name}`);
    expect(page.meta('name', 'description')).toBe(excerpt);
    expect(page.meta('property', 'og:title')).toBe(title);
    expect(page.meta('property', 'article:tag')).toBe(tags[0]);
    for (const text of [title, readTime, ...tags, HOSTILE.text, '<script>alert(1)</script>']) {
      expect(page.bodyText()).toContain(text);
    }
    expect(page.json('application/ld+json')).toMatchObject({
      headline: title,
      description: excerpt,
      author: { name: document.personalInfo.name },
      keywords: tags,
      articleBody: renderPost(BODY).text,
    });
  });

  it("reads back exactly from the feed's content", async () => {
    const xml = (await site.api.http.get('/feed.xml').expect(200)).text;
    const { feed } = parseXml(xml) as { feed: { entry: Array<{ content: { '#text': string } }> } };

    expect(feed.entry[0]!.content['#text']).toBe(renderPost(BODY).html.trim());
  });
});
