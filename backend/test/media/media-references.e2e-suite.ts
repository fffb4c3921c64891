import { MESSAGES, SHAPE_VERSION } from '@portfolio/contract';
import { MediaService } from '../../src/media/media.service';
import { mediaHarness } from './media-harness';
import { pdf, phonePhoto } from '../support/media-samples';

const { site, http, upload, storedCounts } = mediaHarness();

describe('the document and its uploads', () => {
  it('saves the addresses of stored uploads, and refuses one that is not stored, or of the wrong kind', async () => {
    const portrait = (await upload(await phonePhoto(600, 600)).expect(201)).body.url as string;
    const resume = (await upload(pdf()).expect(201)).body.url as string;

    const saved = site.edited((document) => {
      document.personalInfo.portrait = portrait;
      document.personalInfo.resume = resume;
      document.projects[1]!.image = portrait;
    });
    expect((await site.save(saved).expect(200)).body).toEqual(saved);

    const missing = site.edited((document) => {
      document.projects[0]!.image = `/media/${'0'.repeat(32)}-600x600-600.webp`;
    });
    expect((await site.save(missing).expect(400)).body.errors).toEqual([
      { path: 'projects.0.image', message: MESSAGES.media.image },
    ]);
    const wrongKind = site.edited((document) => {
      document.personalInfo.portrait = resume;
    });
    expect((await site.save(wrongKind).expect(400)).body.errors).toEqual([
      { path: 'personalInfo.portrait', message: MESSAGES.media.image },
    ]);
  });
});

describe('sweeping uploads nothing refers to', () => {
  it('deletes, after the grace period, the uploads neither the document nor a kept revision refers to', async () => {
    const url = async (bytes: Buffer) => (await upload(bytes).expect(201)).body.url as string;
    const [current, earlier, unused, recent] = [
      await url(pdf(1)),
      await url(pdf(2)),
      await url(pdf(3)),
      await url(pdf(4)),
    ];
    await site.save(site.edited((document) => void (document.personalInfo.resume = earlier))).expect(200);
    await site.save(site.edited((document) => void (document.personalInfo.resume = current))).expect(200);
    await site.database.query(`UPDATE media SET uploaded_at = now() - interval '8 days' WHERE id <> $1`, [
      recent.slice(7, 39),
    ]);

    await site.api.app.get(MediaService).sweep();

    for (const kept of [current, earlier, recent]) await http().get(kept).expect(200);
    await http().get(unused).expect(404);
    expect(await storedCounts()).toEqual({ media: 3, files: 3 });
  });

  it('deletes nothing while a stored document is of a shape this release cannot read', async () => {
    const unused = (await upload(pdf(5)).expect(201)).body.url as string;
    await site.database.query(`UPDATE media SET uploaded_at = now() - interval '8 days'`);
    await site.database.query('UPDATE portfolio SET shape = 99');

    await site.api.app.get(MediaService).sweep();
    await site.database.query('UPDATE portfolio SET shape = $1', [SHAPE_VERSION]);

    await http().get(unused).expect(200);
  });
});
