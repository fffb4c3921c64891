import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { SHAPE_VERSION, type Blog } from '@portfolio/contract';
import { EXPORT_DESCRIPTION, postFile, type SiteExportDescription } from '@portfolio/contract/placing';
import { ZipFile } from 'yazl';
import { MediaService } from '../media/media.service';
import { PortfolioReader } from '../portfolio/portfolio-reader';
import { PostBodiesService } from '../post-bodies/post-bodies.service';

/**
 * Everything the owner keeps, as one .zip that other tools read and this site imports back: the
 * landing page's content (`portfolio.json`), each post as a Markdown file with every field in its
 * front matter (`posts/`, the folder a static site generator reads), and every upload as the site
 * serves it (`media/`). Written as it is sent: each entry is read from the database when its turn
 * comes, so the API holds one post or file at a time however large the site.
 */
@Injectable()
export class SiteExport {
  constructor(
    private readonly reader: PortfolioReader,
    private readonly bodies: PostBodiesService,
    private readonly media: MediaService,
  ) {}

  async zip(): Promise<Readable> {
    const { document } = await this.reader.read();
    const uploads = await this.media.listed();
    const names = postFileNames(document.blogs);
    const zip = new ZipFile();
    // An entry that cannot be made (a body gone from the database) ends the download short, which
    // the browser shows as failed; unheard, the zip's error would end the API.
    zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
    const description: SiteExportDescription = {
      shape: SHAPE_VERSION,
      portfolio: { ...document, blogs: [] },
      posts: names,
      media: uploads.map(({ stored, files }) => ({ ...stored, files: files.map(({ name }) => name) })),
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(description, null, 2)}\n`), EXPORT_DESCRIPTION);
    // Each entry's stream is made when the zip comes to it: made at once, 9,000 posts' streams
    // would wait together in memory. One time for every entry, not a Date each.
    const mtime = new Date();
    const entry = (name: string, make: () => Promise<string | Buffer>, compress = true) =>
      zip.addReadStreamLazy(name, { mtime, compress }, (done) => {
        make().then(
          (content) => done(null, Readable.from([Buffer.from(content)])),
          (error: unknown) => done(error, undefined as never),
        );
      });
    document.blogs.forEach((post, index) => entry(names[index]!, () => this.postText(post)));
    for (const { files } of uploads) {
      for (const { name } of files) entry(`media/${name}`, async () => (await this.media.file(name))!.body, false);
    }
    zip.end();
    return zip.outputStream as Readable;
  }

  /** A post as a Markdown file: its fields, its translations' bodies as their text, its own body below. */
  private async postText(post: Blog): Promise<string> {
    const markdown = async (id: string) => (id ? this.bodies.read(id) : '');
    const translations = await Promise.all(
      post.translations.map(async (translation) => ({ ...translation, body: await markdown(translation.body) })),
    );
    const { body, ...fields } = post;
    return postFile({ ...fields, translations }, await markdown(body));
  }
}

/** Each post's file, by its address (a post without one by its place), in the owner's order. */
function postFileNames(posts: Blog[]): string[] {
  const used = new Set<string>();
  return posts.map(({ slug }, index) => {
    let name = slug || `post-${index + 1}`;
    for (let n = 2; used.has(name); n += 1) name = `${slug || `post-${index + 1}`}-${n}`;
    used.add(name);
    return `posts/${name}.md`;
  });
}
