import type { Entry } from 'yauzl';

/**
 * Why an entry's name could write outside the folder it is unpacked into, or undefined when it
 * cannot: nothing here is unpacked, but an archive that tries is hostile, and is refused whole.
 */
export function entryNameProblem(name: string): string | undefined {
  if (name === '') return 'It has no name.';
  if (name.includes('\0')) return 'Its name holds a NUL character.';
  if (name.includes('\\')) return 'Its name holds a backslash, which some systems read as a folder.';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'Its name is an absolute path.';
  if (name.split('/').includes('..')) return 'Its name climbs out of the archive (..).';
  return undefined;
}

// The high 16 bits of the external attributes are a Unix mode when the archive was made on Unix.
const MODE_TYPE = 0o170000;
const SYMLINK = 0o120000;

/** Whether an entry is a symbolic link, which unpacked could point anywhere. */
export const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & MODE_TYPE) === SYMLINK;

/** A name as a message may show it: control characters (a NUL, a new line) written as escapes. */
export const shownName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
