import { POST_BODY } from '@portfolio/contract';
import { dtoFor } from '../http/description-dto';

/** A post's body as `PUT /api/post-bodies` takes it, by the contract's rule (POST_BODY). */
export class PostBodyDto extends dtoFor(POST_BODY, 'PostBody') {}
