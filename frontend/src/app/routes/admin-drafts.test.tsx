import { pickPortfolio, SHAPE_VERSION, upgradeDocument } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY } from '@/features/admin/saving/draft';
import { openEditor, replaceText, saveButton, setUpAdminTests, tab } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { jsonResponse } from '@/test/fetch';
import { OWNER_LANDING, OWNER_PORTFOLIO, OWNER_SPECIFICATION_DOCUMENT } from '@/test/fixtures';

setUpAdminTests();

describe('admin: nothing is lost', () => {
  it('offers the draft of a failed save after a reload, and saves it against its own version', async () => {
    const first = await openEditor();
    first.api.answerNext('PUT /api/landing', async () => jsonResponse({ message: 'Down' }, 503));
    await first.user.click(tab('Skills'));
    await replaceText(first.user, screen.getByRole('textbox', { name: 'Skill 1' }), 'Zig');
    await first.user.click(saveButton());
    await screen.findByText('API not available - changes saved locally only');
    first.unmount();

    const { user, api } = await openEditor(first.api);
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore draft' }));

    await user.click(tab('Skills'));
    expect(screen.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('Zig');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.saves.at(-1)?.ifMatch).toBe('"1"');
    expect(api.state.portfolio.skills[0]).toEqual({ name: 'Zig', hidden: false, translations: [] });
  });

  it('saves a restored draft with If-Match, so a newer version elsewhere is not overwritten', async () => {
    const api = fakeApi({ signedIn: true });
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        etag: '"1"',
        savedAt: '2025-07-04T10:00:00.000Z',
        portfolio: { ...OWNER_PORTFOLIO, skills: [{ name: 'Zig' }] },
      }),
    );
    api.saveElsewhere({ ...OWNER_PORTFOLIO, skills: [{ name: 'Elixir', hidden: false, translations: [] }] });
    const { user } = await openEditor(api);

    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    expect(dialog).toHaveTextContent('The portfolio has been saved elsewhere since then');
    await user.click(within(dialog).getByRole('button', { name: 'Restore draft' }));
    await user.click(saveButton());

    expect(await screen.findByRole('dialog', { name: 'The portfolio was changed elsewhere' })).toBeInTheDocument();
    expect(api.state.portfolio.skills).toEqual([{ name: 'Elixir', hidden: false, translations: [] }]);
  });

  it('restores a draft without the fields added after the specification', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        etag: '"1"',
        savedAt: '2025-07-04T10:00:00.000Z',
        shape: SHAPE_VERSION,
        portfolio: { ...OWNER_SPECIFICATION_DOCUMENT, skills: [{ name: 'Zig' }] },
      }),
    );
    const { user, api } = await openEditor();

    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore draft' }));
    await user.click(tab('Skills'));
    expect(screen.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('Zig');
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio).toEqual({
      ...OWNER_LANDING,
      skills: [{ name: 'Zig', hidden: false, translations: [] }],
    });
  });

  it('discards the draft on request and starts from the saved portfolio', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        etag: '"1"',
        savedAt: '2025-07-04T10:00:00.000Z',
        portfolio: { ...OWNER_PORTFOLIO, skills: [] },
      }),
    );
    const { user } = await openEditor();

    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));

    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await user.click(tab('Skills'));
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('does not offer a draft that matches the saved portfolio', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ etag: '"1"', savedAt: '2025-07-04T10:00:00.000Z', portfolio: OWNER_LANDING }),
    );
    // The draft has no shape, so it is of the first: the API serves the same document upgraded alike.
    await openEditor(fakeApi({ signedIn: true, portfolio: pickPortfolio(upgradeDocument(OWNER_PORTFOLIO, 1)) }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('asks before the page is left only while there are unsaved changes', async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { user } = await openEditor();
    expect(leave()).toBe(false);

    await user.type(screen.getByLabelText('Name'), '!');
    expect(leave()).toBe(true);

    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    expect(leave()).toBe(false);
  });

  it('keeps the document shape with the draft, so a later version can upgrade it', async () => {
    const { user } = await openEditor();

    await user.type(screen.getByLabelText('Name'), '!');

    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ shape: SHAPE_VERSION });
  });

  it.each([
    [
      'written by a newer version',
      JSON.stringify({ etag: '"1"', savedAt: '2025-07-04T10:00:00.000Z', shape: 99, portfolio: {} }),
    ],
    ['damaged', '{"etag":"\\"1\\"","portfolio":{"personalInfo"'],
  ])('offers a draft it cannot read (%s) as a file to download, and drops it only when asked', async (_, text) => {
    localStorage.setItem(DRAFT_KEY, text);
    const { user } = await openEditor();

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes this version cannot open' });
    const download = within(dialog).getByRole('link', { name: 'Download draft' });
    expect(download).toHaveAttribute('download', 'portfolio-unsaved-changes.json');
    expect(
      decodeURIComponent(download.getAttribute('href')!.replace(/^data:application\/json;charset=utf-8,/, '')),
    ).toBe(text);
    expect(localStorage.getItem(DRAFT_KEY)).toBe(text);

    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
