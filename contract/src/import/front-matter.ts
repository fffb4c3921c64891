import { parse as parseToml, TomlError } from 'smol-toml';
import { isMap, parseDocument, YAMLError } from 'yaml';
import { ImportFileError } from './imported-post.js';

/** A Markdown file's fields (its front matter) and the text below them. */
export interface FrontMatter {
  data: Record<string, unknown>;
  /** Everything after the front matter's closing line, as written. */
  body: string;
}

// Front matter uses aliases seldom and little; a few hundred nodes reached through them is a bomb.
const MAX_ALIAS_COUNT = 50;

const OPENING = /^(---|\+\+\+)[ \t]*\r?\n/;
// YAML's front matter may close with its document end marker, as Jekyll reads it.
const CLOSING = { '---': /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m, '+++': /^\+\+\+[ \t]*(?:\r?\n|$)/m } as const;

/**
 * The fields and body of a Markdown file: YAML between `---` lines (Jekyll, Hugo, Astro,
 * Eleventy), TOML between `+++` lines (Hugo), or none, when the file is all body. Malformed front
 * matter is refused with an ImportFileError naming `source` and the line. Values are as the file
 * writes them: a YAML date is its text, a TOML date a `TomlDate`.
 */
export function readFrontMatter(text: string, source: string): FrontMatter {
  const content = text.replace(/^\uFEFF/, '');
  const opening = OPENING.exec(content);
  if (!opening) return { data: {}, body: content };
  const fence = opening[1] as keyof typeof CLOSING;
  const rest = content.slice(opening[0].length);
  const closing = CLOSING[fence].exec(rest);
  if (!closing) throw new ImportFileError(`Its front matter opens with ${fence} and is never closed.`, source);
  const fields = rest.slice(0, closing.index);
  return {
    data: fence === '---' ? yamlFields(fields, source, 1) : tomlFields(fields, source, 1),
    body: rest.slice(closing.index + closing[0].length),
  };
}

/**
 * YAML's fields, read with YAML 1.2's core schema only: no custom tags, so nothing but text,
 * numbers, booleans, lists and maps comes out, and a date stays the text it is. `linesBefore`
 * counts the lines of the file above `yaml`, so that an error names the file's line.
 */
export function yamlFields(yaml: string, source: string, linesBefore = 0): Record<string, unknown> {
  // Jekyll's reader lets a later key win over an earlier one; so does this.
  const document = parseDocument(yaml, { schema: 'core', customTags: [], uniqueKeys: false });
  const [error] = document.errors;
  if (error) throw notYaml(error, source, linesBefore);
  if (document.contents !== null && !isMap(document.contents)) throw notFields(source);
  try {
    return (document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown> | null) ?? {};
  } catch (error) {
    throw new ImportFileError(`Its front matter repeats its aliases too often to be read (${String(error)}).`, source);
  }
}

/** TOML's fields; `linesBefore` as for YAML's. */
export function tomlFields(toml: string, source: string, linesBefore = 0): Record<string, unknown> {
  try {
    return parseToml(toml, { maxDepth: 50 });
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const line = error.line + linesBefore;
    throw new ImportFileError(
      `Its front matter is not valid TOML at line ${line}: ${firstLine(error.message)}`,
      source,
    );
  }
}

function notYaml(error: YAMLError, source: string, linesBefore: number): ImportFileError {
  const at = error.linePos?.[0];
  const where = at ? ` at line ${at.line + linesBefore}` : '';
  const reason = firstLine(error.message).replace(/ at line \d+, column \d+:?$/, '');
  return new ImportFileError(`Its front matter is not valid YAML${where}: ${reason}`, source);
}

const notFields = (source: string) =>
  new ImportFileError('Its front matter is not a list of fields (name: value).', source);

const firstLine = (message: string) => message.split('\n')[0]!.trim();
