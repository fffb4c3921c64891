import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

@Module({ controllers: [MediaController], providers: [MediaRepository, MediaService], exports: [MediaService] })
export class MediaModule {}
