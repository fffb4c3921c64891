import { changeOutsideCode } from './markdown-code.js';

/** The kinds of image the site's uploads take, by the extension the archive names them with. */
const IMAGE_KINDS = /\.(jpe?g|png|webp|avif|gif)$/i;

// `![alt](address)`, `![alt](<address with spaces>)`, `![alt](address "title")`.
const IMAGE = /(!\[(?:[^\]\\]|\\.)*\]\(\s*)(<[^<>\n]*>|[^\s()<>]+)((?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\))/g;

/** A body's images, those of the archive named by their path in it. */
export interface ArchiveImages {
  markdown: string;
  /** The archive's images the body names now as `archive:{path}`, each once. */
  used: string[];
  /** Addresses on the old site that the archive does not hold, left as written. */
  missing: string[];
  /** Addresses of files the archive holds that are no image the site takes (an SVG), left as written. */
  otherKinds: string[];
}

/**
 * Each Markdown image of `markdown` whose address `find` finds in the archive, written
 * `archive:{its path}`. `find` answers undefined for an address off the old site (another host,
 * `data:`), which is left as it is; null for one of the old site's that the archive lacks.
 */
export function archiveImages(markdown: string, find: (address: string) => string | null | undefined): ArchiveImages {
  const used = new Set<string>();
  const missing = new Set<string>();
  const otherKinds = new Set<string>();
  const changed = changeOutsideCode(markdown, {
    prose: (text) =>
      text.replace(IMAGE, (image, before: string, written: string, after: string) => {
        const address = written.startsWith('<') ? written.slice(1, -1) : written;
        const path = find(address);
        if (path === undefined) return image;
        if (path === null) {
          missing.add(address);
          return image;
        }
        if (!IMAGE_KINDS.test(path)) {
          otherKinds.add(address);
          return image;
        }
        used.add(path);
        const archived = `archive:${path}`;
        return `${before}${/[\s()<>]/.test(archived) ? `<${archived}>` : archived}${after}`;
      }),
  });
  return { markdown: changed, used: [...used], missing: [...missing], otherKinds: [...otherKinds] };
}
