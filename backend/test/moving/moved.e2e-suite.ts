import { DEFAULT_PORTFOLIO, pickPortfolio } from '@portfolio/contract';
import { siteHarness } from '../site/site-harness';
import { samplePost } from '../support/document-samples';

const site = siteHarness();
const http = () => site.api.http;
const movedFrom = (path: string) => http().get('/api/moved').set('X-Moved-From', path);

beforeAll(async () => {
  const body = await site.storeBody('Imported words.');
  await site.save(
    pickPortfolio({
      ...DEFAULT_PORTFOLIO,
      blogs: [
        samplePost({
          title: 'Imported',
          slug: 'imported',
          body,
          formerPaths: ['/2019/05/imported/', '/2019/05/caf%C3%A9/'],
        }),
        samplePost({ title: 'Still a draft', slug: 'draft', body, status: 'draft', formerPaths: ['/2019/06/draft/'] }),
      ],
    }),
  );
});

describe('GET /api/moved: an imported post’s old path', () => {
  it('answers a 301 to the post’s page, whatever the query and the escapes’ case', async () => {
    for (const path of ['/2019/05/imported/', '/2019/05/imported/?utm_source=x', '/2019/05/caf%c3%a9/']) {
      const answer = await movedFrom(path).expect(301);
      expect(answer.headers.location).toBe('/blog/imported');
    }
  });

  it('answers 404 for a path that is no public post’s old one, or none at all', async () => {
    await movedFrom('/2019/06/draft/').expect(404);
    await movedFrom('/2019/05/other/').expect(404);
    await movedFrom('/2019/05/imported').expect(404);
    await http().get('/api/moved').expect(404);
  });
});
