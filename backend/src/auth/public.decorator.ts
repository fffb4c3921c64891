import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Lets a changing request through without a session (signing in and out). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
