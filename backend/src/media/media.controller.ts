import { Controller, Get, NotFoundException, Param, Post, Res, UseInterceptors } from '@nestjs/common';
import { DOWNLOAD_CONTENT_SECURITY_POLICY, mediaUrl, parseMediaFile, type UploadedMedia } from '@portfolio/contract';
import type { Response } from 'express';
import { IMMUTABLE } from '../http/cache-control';
import type { StoredMedia } from './media.repository';
import { MediaService } from './media.service';
import { Received, ReceiveFile, type ReceivedFile } from './receive-file.interceptor';

@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post('media')
  @UseInterceptors(ReceiveFile)
  async upload(@Received() file: ReceivedFile): Promise<UploadedMedia> {
    return toAnswer(await this.media.upload(file));
  }

  @Get('media/:name')
  async file(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const file = parseMediaFile(name) && (await this.media.file(name));
    if (!file) throw new NotFoundException({ message: 'There is no such file.' });
    // An address names its content for good: caches keep it as long as they like.
    response.setHeader('Cache-Control', IMMUTABLE).type(file.type);
    if (file.type === 'application/pdf') {
      // The page's link names the download after the owner; a bare `attachment` lets it.
      response
        .setHeader('Content-Disposition', 'attachment')
        .setHeader('Content-Security-Policy', DOWNLOAD_CONTENT_SECURITY_POLICY);
    }
    response.send(file.body);
  }
}

function toAnswer({ media, type, bytes }: StoredMedia): UploadedMedia {
  const [width, height] = media.kind === 'image' ? [media.width, media.height] : [null, null];
  return { id: media.id, url: mediaUrl(media), kind: media.kind, type, bytes, width, height };
}
