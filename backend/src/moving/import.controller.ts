import { BadRequestException, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { IMPORT_ROUTE, type ImportAnswer } from '@portfolio/contract';
import type { Request } from 'express';
import { ImportService } from './import.service';
import { receiveImport } from './received-import';

/** `POST /api/import`: another platform's export, previewed (`?preview=1`) or imported. */
@Controller(IMPORT_ROUTE.slice('/api/'.length))
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Post()
  @HttpCode(200)
  async import(@Req() request: Request, @Query('preview') preview?: string): Promise<ImportAnswer> {
    if (preview !== undefined && preview !== '1') {
      throw new BadRequestException({ message: 'preview is 1, or left out to import' });
    }
    const file = await receiveImport(request);
    try {
      return await this.imports.import(file, { preview: preview === '1' });
    } finally {
      await file.discard();
    }
  }
}
