import type { FieldError, Portfolio } from '@portfolio/contract';
import type { Revision } from './etag';

/** The document as stored, with what the API answers for it, once per revision. */
export interface StoredPortfolio {
  document: Portfolio;
  revision: Revision;
  /** When it was saved. */
  savedAt: Date;
  /** When what visitors see last changed: a save of drafts alone leaves it. */
  publishedAt: Date;
  /** The document as the JSON the API sends, serialised once per revision. */
  json: Buffer;
  /** Where the stored document breaks the document's rules: empty, unless it was changed behind the API's back. */
  problems: FieldError[];
}
