import { Controller, Get, NotFoundException, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { mediaUrl, parseMediaFile } from '@portfolio/contract';
import type { Request, Response } from 'express';
import type { StoredMedia } from './media.repository';
import { MediaService } from './media.service';
import { ReceiveFile } from './receive-file.interceptor';

/** An upload as the API answers it. */
export interface MediaAnswer {
  id: string;
  /** Where it is served, and what the document refers to it by. */
  url: string;
  kind: 'image' | 'pdf';
  /** What was uploaded, as judged by its bytes. */
  type: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

// An address names its content for good: caches keep it as long as they like.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A PDF is a download, never a page of this site: no script, no plugin, no form, no same origin.
const PDF_POLICY = "sandbox; default-src 'none'";

@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post('media')
  @UseInterceptors(ReceiveFile)
  async upload(@Req() request: Request): Promise<MediaAnswer> {
    return toAnswer(await this.media.upload(request.file!.buffer));
  }

  @Get('media/:name')
  async file(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const file = parseMediaFile(name) && (await this.media.file(name));
    if (!file) throw new NotFoundException({ message: 'There is no such file.' });
    response.setHeader('Cache-Control', IMMUTABLE).type(file.type);
    if (file.type === 'application/pdf') {
      // The page's link names the download after the owner; a bare `attachment` lets it.
      response.setHeader('Content-Disposition', 'attachment').setHeader('Content-Security-Policy', PDF_POLICY);
    }
    response.send(file.body);
  }
}

function toAnswer({ media, type, bytes }: StoredMedia): MediaAnswer {
  const [width, height] = media.kind === 'image' ? [media.width, media.height] : [null, null];
  return { id: media.id, url: mediaUrl(media), kind: media.kind, type, bytes, width, height };
}
