import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A file as a target's listing describes it: rclone compares these to know what changed. */
export interface Digest {
  size: number;
  md5: string;
}

/**
 * The folder the site is written to before it is sent, file by file, with each file's digest: a
 * file is written once and forgotten, so a site of many large images never sits in memory whole.
 * A file the last publish sent as it is now is kept by its digest alone, and not written.
 */
export class Staging {
  readonly files = new Map<string, Digest>();
  /** The files kept by their digest: the target must hold them already. */
  readonly notWritten = new Set<string>();

  constructor(readonly dir: string) {}

  async put(path: string, body: Buffer | string): Promise<Digest> {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await mkdir(dirname(join(this.dir, path)), { recursive: true });
    await writeFile(join(this.dir, path), bytes);
    const digest = { size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') };
    this.files.set(path, digest);
    return digest;
  }

  /** A file of the site that the target holds already, as the last publish sent it. */
  keep(path: string, digest: Digest): void {
    this.files.set(path, digest);
    this.notWritten.add(path);
  }
}
