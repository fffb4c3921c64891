import { gunzipSync } from 'node:zlib';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { isLanguageTag, SEARCH_META, SEARCH_PATH, searchMetaName } from '@portfolio/contract';
import type { Request, Response } from 'express';
import { IMMUTABLE, REVALIDATE } from '../http/cache-control';
import { sendRevalidated } from '../http/revalidated';
import { PortfolioReader, type PublicPortfolio } from '../portfolio/portfolio-reader';
import type { RenderedPage } from '../site/rendered-page';
import { SearchIndex } from './search-index';

// A chunk is named after its content, so it is kept for good; the description and the posts'
// fragments keep their names and are asked for again.
const CHUNK = /^c-[0-9a-f]{16}\.json$/;
const FRAGMENT = /^[1-9][0-9]{0,9}\.json$/;

/** The blog's search index as readers' browsers fetch it, the same files a static host serves. */
@Controller(SEARCH_PATH.slice(1))
export class SearchController {
  constructor(
    private readonly search: SearchIndex,
    private readonly portfolio: PortfolioReader,
  ) {}

  /** The description a search reads first: asking for it brings the index up to date, unless it is. */
  @Get(SEARCH_META)
  async meta(@Req() request: Request, @Res() response: Response): Promise<void> {
    const view = await this.portfolio.readPublic();
    this.send(await this.description(view, SEARCH_META), REVALIDATE, request, response);
  }

  /**
   * The description of another language's index (`/search/fr/meta.json`): each language's posts are
   * searched apart. A language the site has not is no file, and starts no build.
   */
  @Get(`:language/${SEARCH_META}`)
  async languageMeta(@Param('language') language: string, @Req() request: Request, @Res() response: Response) {
    const view = await this.portfolio.readPublic();
    if (!isLanguageTag(language) || !view.document.languages.slice(1).includes(language)) {
      throw new NotFoundException({ message: 'There is no such file.' });
    }
    this.send(await this.description(view, searchMetaName(`/${language}`)), REVALIDATE, request, response);
  }

  /**
   * A language's index's description (`name`), which brings the index up to date with `view`
   * unless it is. Only the very first has to wait for a build: later, readers get the last one
   * stored meanwhile.
   */
  private async description(view: PublicPortfolio, name: string): Promise<RenderedPage | undefined> {
    const stored = await this.search.read(name);
    if (stored) {
      this.search.follow(view);
      return stored;
    }
    await this.search.current(view, { anew: true });
    return this.search.read(name);
  }

  @Get(':name')
  async chunk(@Param('name') name: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (!CHUNK.test(name)) throw new NotFoundException({ message: 'There is no such file.' });
    this.send(await this.search.read(name), IMMUTABLE, request, response);
  }

  @Get('p/:name')
  async fragment(@Param('name') name: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (!FRAGMENT.test(name)) throw new NotFoundException({ message: 'There is no such file.' });
    this.send(await this.search.read(`p/${name}`), REVALIDATE, request, response);
  }

  /** `file` as read, or a 404 when there was none. */
  private send(file: RenderedPage | undefined, cacheControl: string, request: Request, response: Response): void {
    if (!file) throw new NotFoundException({ message: 'There is no such file.' });
    const { etag, gzip } = file;
    sendRevalidated(request, response, { etag, type: 'json', body: () => gunzipSync(gzip), gzip, cacheControl });
  }
}
