import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Blog, ImportAnswer } from '@portfolio/contract';
import { ZipFile } from 'yazl';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;
const FIXTURES = join(__dirname, '..', '..', '..', 'contract', 'fixtures', 'import');

/** A folder of the fixtures as the zip an owner would make of it. */
function zipped(folder: string): Promise<Buffer> {
  const zip = new ZipFile();
  const add = (path: string) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) add(child);
      else zip.addFile(child, relative(folder, child));
    }
  };
  add(folder);
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function importFile(body: Buffer | string, type: string, name: string) {
  return http()
    .post('/api/import')
    .set('Cookie', harness.cookie)
    .set('Content-Type', type)
    .set('X-File-Name', encodeURIComponent(name))
    .send(body)
    .expect((answer) => expect(answer.body).toMatchObject({ imported: true }));
}

const ownerPosts = async (): Promise<Blog[]> =>
  (await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200)).body.blogs;
const bodyOf = async (post: Blog) =>
  (await http().get(`/api/post-bodies/${post.body}`).set('Cookie', harness.cookie).expect(200)).body.markdown as string;

describe('importing real exports', () => {
  it('a Ghost export with a post in Lexical alone: its body from the Lexical, its address sent on', async () => {
    // As text: supertest would write a Buffer sent as JSON as the JSON of a Buffer.
    const file = readFileSync(join(FIXTURES, 'ghost', 'ghost-4.47-export-with-lexical.json'), 'utf8');
    const answer = (await importFile(file, 'application/json', 'ghost.json')).body as ImportAnswer;
    expect(answer.posts.map(({ title, slug, outcome }) => [title, slug, outcome])).toEqual([
      ['Sample 1 Title', 'sample-slug', 'added'],
      ['Sample 2 Title', 'sample-2-title', 'added'],
    ]);
    const lexical = (await ownerPosts()).find(({ slug }) => slug === 'sample-2-title')!;
    expect(await bodyOf(lexical)).toContain(
      "There's a whole lot to discover in this editor. Let us help you settle in.",
    );
    expect(lexical.formerPaths).toEqual(['/sample-2-title/']);
  });

  it('a Jekyll site, zipped: its posts, and the image a post names uploaded as the owner’s', async () => {
    const answer = (await importFile(await zipped(join(FIXTURES, 'jekyll')), 'application/zip', 'jekyll.zip'))
      .body as ImportAnswer;
    expect(answer.images).toBe(1);
    const stickers = answer.posts.find(({ title }) => title === 'Pick Up your $1 Jekyll Sticker')!;
    expect(stickers).toMatchObject({
      slug: 'jekyll-stickers-1-dollar-stickermule',
      date: '2014-06-04',
      outcome: 'added',
    });
    const post = (await ownerPosts()).find(({ slug }) => slug === stickers.slug)!;
    expect(post.tags).toEqual(['partners']);
    expect(await bodyOf(post)).toMatch(/^!\[Jekyll Sticker\]\(\/media\/[0-9a-f]{32}-\d+x\d+-\d+\.webp\)/);
    const [{ uploads }] = (await harness.database.query('SELECT count(*)::integer AS uploads FROM media')) as [
      { uploads: number },
    ];
    expect(uploads).toBe(1);
  });

  it('a Hugo site with TOML front matter, zipped: its posts, not its list or about pages', async () => {
    const answer = (await importFile(await zipped(join(FIXTURES, 'hugo')), 'application/zip', 'hugo.zip'))
      .body as ImportAnswer;
    expect(answer.posts.map(({ title }) => title).sort()).toEqual([
      'Emoji Support',
      'Math Typesetting',
      'Placeholder Text',
      'Rich Content',
    ]);
  });
});
