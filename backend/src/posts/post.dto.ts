import { PORTFOLIO } from '@portfolio/contract';
import { dtoFor } from '../http/description-dto';

/** One post's fields, as the document's `blogs` item describes them: what the posts' routes accept. */
export class PostDto extends dtoFor(PORTFOLIO.fields.blogs.item, 'Post') {}
