import { escapeMarkup } from '@portfolio/contract';

// Characters XML 1.0 cannot hold at all, escaped or not; a document that broke the rules could have them.
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return escapeMarkup(text.replace(NOT_XML, ''));
}
