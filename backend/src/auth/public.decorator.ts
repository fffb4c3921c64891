import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Lets a changing request through without a session (signing in and out). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const IS_OWNER_ONLY = 'isOwnerOnly';

/** Asks for the owner's live session on a route that only reads (the document's history). */
export const OwnerOnly = () => SetMetadata(IS_OWNER_ONLY, true);
