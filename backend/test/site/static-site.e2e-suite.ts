import { CONTENT_SECURITY_POLICY } from '@portfolio/contract';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config';
import { configureApp } from '../../src/http/configure-app';
import { strictHttpAdapter } from '../../src/http/http-adapter';
import { serveStaticSite } from '../../src/http/site-paths/static-site';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { OWNER } from '../support/test-app';

const INDEX = '<!doctype html><title>Portfolio</title><div id="root"></div>';
let database: TestDatabase;
let app: NestExpressApplication;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), INDEX);
  writeFileSync(join(site, 'assets', 'index-abc123.js'), 'console.log("app")');
  // The build writes compressed copies beside the larger files.
  writeFileSync(join(site, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(site, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(site, 'resume.pdf'), '%PDF-1.4');
  writeFileSync(join(site, 'post.html'), '<!-- post-page -->');
  writeFileSync(join(site, 'post.html.gz'), gzipSync('<!-- post-page -->'));
  writeFileSync(join(site, '.env'), 'SECRET=1');

  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password });
  app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database.url), strictHttpAdapter(), {
    bodyParser: false,
    logger: false,
  });
  configureApp(app);
  expect(serveStaticSite(app, site)).toBe(true);
  await app.init();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const http = () => request(app.getHttpServer());

describe('the built front end beside /api', () => {
  it('answers the admin with index.html, revalidated', async () => {
    const response = await http().get('/admin').expect(200);

    expect(response.text).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/some/client/route', '/favicon.ico', '/sitemap', '/admin/'])(
    'answers %s, which is no route of the app, with a 404 and index.html (its not-found page)',
    async (path) => {
      const response = await http().get(path).expect(404);

      expect(response.text).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it.each(['/', '/robots.txt', '/sitemap.xml', '/feed.xml'])('leaves %s to the API', async (path) => {
    // This build has no page renderer beside it: the API says so, the static index.html does not answer.
    const response = await http().get(path);

    expect(response.text).not.toBe(INDEX);
  });

  it('serves hashed assets for a year, immutable', async () => {
    const response = await http().get('/assets/index-abc123.js').expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each([
    ['/assets/index-abc123.js', 'console.log("app")', /javascript/, 'public, max-age=31536000, immutable'],
    ['/admin', INDEX, /^text\/html/, 'no-cache'],
  ])('sends the precompressed copy of %s to a client that takes gzip', async (path, content, type, cacheControl) => {
    const response = await http().get(path).set('Accept-Encoding', 'gzip, br').expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    // The compressed file's own bytes went out (the client here decompresses them).
    expect(Number(response.headers['content-length'])).toBe(gzipSync(content).length);
    expect(response.text).toBe(content);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('sends the plain file to a client that does not take gzip', async () => {
    const response = await http().get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('console.log("app")');
  });

  it('answers 404 for a missing asset, not the page', async () => {
    const response = await http().get('/assets/index-gone.js').expect(404);

    expect(response.text).not.toContain('<div id="root">');
  });

  it('serves other files revalidated', async () => {
    const resume = await http().get('/resume.pdf').expect(200);

    expect(resume.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/.env', '/.git/HEAD', '/assets/.hidden'])('answers 404 for the dotfile %s', async (path) => {
    const response = await http().get(path).expect(404);

    expect(response.text).not.toContain('SECRET');
    expect(response.text).not.toContain('<div id="root">');
  });

  it.each(['/post.html', '/post.html.gz'])(
    'answers %s, the post page template, with the app page and a 404',
    async (path) => {
      const plain = await http().get(path).set('Accept-Encoding', 'identity').expect(404);
      expect(plain.text).toBe(INDEX);
      const gzipped = await http().get(path).set('Accept-Encoding', 'gzip').expect(404);
      expect(gzipped.text).toBe(INDEX);
    },
  );

  it('sends the security headers with the page', async () => {
    const response = await http().get('/admin').expect(200);

    // helmet writes the site's one policy without spaces after the semicolons.
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY.replaceAll('; ', ';'));
    // Scripts from the site itself, and the one inline script whose hash the policy names.
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none';script-src 'self' 'sha256-[\w+/]+=*';/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves /api to the API', async () => {
    await http().get('/api/ping').expect(200, { status: 'ok' });
    const missing = await http().get('/api/nothing-here').expect(404);
    expect(missing.body).toEqual({ message: 'Cannot GET /api/nothing-here' });
  });
});
