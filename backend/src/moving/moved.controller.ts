import { Controller, Get, Headers, NotFoundException, Res } from '@nestjs/common';
import type { Response } from 'express';
import { REVALIDATE } from '../http/cache-control';
import { MovedPosts } from './moved-posts';

/**
 * `GET /api/moved`: nginx asks here for a path that is no file of the site, naming it in
 * `X-Moved-From` (the address as the visitor asked for it), before it answers the not-found page.
 * A post imported from another site answers its old path with a 301 to its page, so no link to it
 * and no search ranking is lost.
 */
@Controller('moved')
export class MovedController {
  constructor(private readonly moved: MovedPosts) {}

  @Get()
  async answer(@Headers('x-moved-from') from: string | undefined, @Res() response: Response): Promise<void> {
    const to = from && (await this.moved.to(from.replace(/[?#].*$/s, '')));
    if (!to) throw new NotFoundException({ message: 'There is no such page.' });
    response.setHeader('Cache-Control', REVALIDATE).redirect(301, to);
  }
}
