import { basename } from 'node:path';
import { MEDIA_PATH } from '@portfolio/contract';

const MEDIA_ADDRESS = new RegExp(`${MEDIA_PATH}([A-Za-z0-9._-]+)`, 'g');

/**
 * A string apart from the text it was found in. V8 makes a match of 13 characters or more a slice
 * that points into that text: an upload's name kept as such would keep its page alive, the page
 * of a long post a few hundred KB, every page of a publish until it ends.
 */
const ownCopy = (slice: string) => Buffer.from(slice).toString();

/**
 * The files the site's texts name, by their paths on the static host: the uploads its pages show
 * (`media/{name}`) and the built files (a page's script, a script's chunks, the manifest's icons).
 */
export class NamedFiles {
  private readonly named = new Set<string>();
  /** Built files named but not yet written, whose own text may name others. */
  readonly unwritten: string[] = [];
  /** One list for every page that names the same files: most pages name the same few. */
  private readonly lists = new Map<string, readonly string[]>();

  constructor(private readonly built: Set<string>) {}

  /** The uploads named so far, by their names. */
  get media(): string[] {
    return [...this.named].filter((path) => path.startsWith('media/')).map((path) => path.slice('media/'.length));
  }

  /** A page's text, or a file's of the site's own: the files it names, which are named from now on. */
  scan(text: string): readonly string[] {
    const media = [...text.matchAll(MEDIA_ADDRESS)].map((match) => `media/${match[1]!}`);
    const paths = [...new Set(media), ...this.builtIn(text)];
    const key = paths.join('\n');
    let list = this.lists.get(key);
    if (!list) {
      list = paths.map(ownCopy);
      this.lists.set(key, list);
    }
    this.add(list);
    return list;
  }

  /** A built file's text: the other built files it names, which are named from now on. */
  scanBuilt(text: string): void {
    this.add(this.builtIn(text));
  }

  /** Files named by a page that is not read again: those it named when it was. */
  add(paths: readonly string[]): void {
    for (const path of paths) {
      if (this.named.has(path)) continue;
      this.named.add(path);
      if (this.built.has(path)) this.unwritten.push(path);
    }
  }

  private builtIn(text: string): string[] {
    return [...this.built].filter((path) => text.includes(basename(path)));
  }
}
