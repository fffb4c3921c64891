import { mediaReferences, MESSAGES, PORTFOLIO, postBodyReferences, type FieldError } from '@portfolio/contract';
import type { MediaService } from '../media/media.service';
import type { PostBodiesService } from '../post-bodies/post-bodies.service';

/**
 * Where `document` (the whole one, or one post as `{ blogs: [post] }`) names an upload or a post
 * body that is not stored, each at its field: a page never shows a missing file or a post without
 * its text.
 */
export async function unstoredReferences(
  document: unknown,
  media: MediaService,
  postBodies: PostBodiesService,
): Promise<FieldError[]> {
  const uploads = mediaReferences(PORTFOLIO, document);
  const bodies = postBodyReferences(PORTFOLIO, document);
  const [missingUploads, missingBodies] = await Promise.all([
    media.missing(uploads.map(({ url }) => url)).then((urls) => new Set(urls)),
    postBodies.missing(bodies.map(({ id }) => id)).then((ids) => new Set(ids)),
  ]);
  return [
    ...uploads
      .filter(({ url }) => missingUploads.has(url))
      .map(({ path, accepts }) => ({ path, message: MESSAGES.media[accepts] })),
    ...bodies.filter(({ id }) => missingBodies.has(id)).map(({ path }) => ({ path, message: MESSAGES.postBody })),
  ];
}
