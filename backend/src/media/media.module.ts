import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { DEFAULT_UPLOAD_LIMITS, UPLOAD_LIMITS } from './upload-limits';
import { UploadQueue } from './upload-queue';

@Module({
  controllers: [MediaController],
  providers: [MediaRepository, MediaService, UploadQueue, { provide: UPLOAD_LIMITS, useValue: DEFAULT_UPLOAD_LIMITS }],
  exports: [MediaService],
})
export class MediaModule {}
