import { object, POST_BODY_MAX, text } from '@portfolio/contract';
import { dtoFor } from '../http/description-dto';

/**
 * A post's body as `PUT /api/post-bodies` takes it: Markdown, on as many lines as it likes, held to
 * the document's rules for text (no control characters, no lone UTF-16 halves: PostgreSQL's text
 * takes neither) and named in its words.
 */
export const POST_BODY = object({ markdown: text(POST_BODY_MAX, { lines: true }) });

export class PostBodyDto extends dtoFor(POST_BODY, 'PostBody') {}
