import { readFrontMatter } from './front-matter.js';
import { DRAFT } from './post-file.js';

/** A post file's fields and Markdown, as `postFile` was given them. */
export function readPostFile(text: string, source: string): { fields: Record<string, unknown>; markdown: string } {
  const { data, body } = readFrontMatter(text, source);
  const { [DRAFT]: _draft, ...fields } = data;
  return { fields, markdown: body.replace(/^\r?\n/, '') };
}
