import { SHAPE_VERSION } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, replaceText, saveButton, setUpAdminTests, storedDraft, tab } from '@/test/admin-screen';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

async function openFileActions() {
  const view = await openEditor();
  await view.user.click(screen.getByRole('button', { name: 'History' }));
  const dialog = await screen.findByRole('dialog', { name: 'History' });
  const upload = (name: string, text: string) =>
    view.user.upload(within(dialog).getByLabelText('Portfolio file to import'), new File([text], name));
  return { ...view, dialog, upload };
}

const withName = (name: string, email = OWNER_PORTFOLIO.personalInfo.email) => ({
  ...OWNER_PORTFOLIO,
  personalInfo: { ...OWNER_PORTFOLIO.personalInfo, name, email },
});

describe('admin: the document as a file', () => {
  it("exports what the editor holds, unsaved changes included, as a dated JSON file with the document's shape", async () => {
    const { user } = await openEditor();
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan Unsaved');
    await user.click(screen.getByRole('button', { name: 'History' }));

    const link = within(await screen.findByRole('dialog', { name: 'History' })).getByRole('link', {
      name: 'Export JSON',
    });

    expect(link).toHaveAttribute('download', expect.stringMatching(/^portfolio-\d{4}-\d{2}-\d{2}\.json$/));
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:application/json;charset=utf-8,')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)))).toEqual({
      shape: SHAPE_VERSION,
      bodies: 'markdown',
      // What the editor holds: the landing content; posts are saved and kept one at a time.
      portfolio: { ...withName('Jordan Unsaved'), blogs: [] },
    });
    expect(screen.getByRole('dialog', { name: 'History' })).toHaveTextContent('unsaved changes included');
  });

  it('imports a file into the editor without saving it: Save Changes publishes it', async () => {
    const { api, user, upload } = await openFileActions();

    await upload('backup.json', JSON.stringify({ shape: SHAPE_VERSION, portfolio: withName('Jordan Imported') }));

    expect(
      await screen.findByText(
        'backup.json is in the editor. Save Changes to publish it. Its 3 posts were not imported: posts are saved one at a time in the Blogs tab.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Imported');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // The draft is written by an effect after the render that shows the import.
    await waitFor(() => expect(storedDraft()?.portfolio.personalInfo.name).toBe('Jordan Imported'));
    expect(api.calls('PUT /api/landing')).toHaveLength(0);

    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    expect(api.state.portfolio).toEqual({ ...withName('Jordan Imported'), blogs: [] });
  });

  it("shows an imported file's errors next to their fields, as a save would, and stores nothing", async () => {
    const { api, upload } = await openFileActions();
    const broken = { ...withName('Jordan Broken', 'not-an-email'), skills: [{ name: '' }] };

    await upload('broken.json', JSON.stringify(broken));

    expect(
      await screen.findByText(
        'broken.json is in the editor. Some fields need attention. Fix the marked fields, then save again. Its 3 posts were not imported: posts are saved one at a time in the Blogs tab.',
      ),
    ).toBeInTheDocument();
    // Focus moves once the History dialog has closed and the editor is no longer inert.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Must be an email address/);
    expect(tab('Skills')).toHaveAccessibleName(/1 error/);
    expect(api.calls('PUT /api/landing')).toHaveLength(0);
  });

  it.each([
    ['notes.json', 'not json at all', 'notes.json was not imported. The file is not JSON.'],
    ['list.json', '[1, 2]', 'list.json was not imported. The file is not a portfolio document: must be an object.'],
  ])('refuses %s, saying why, and leaves the editor as it was', async (name, text, message) => {
    const { api, upload } = await openFileActions();

    await upload(name, text);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(api.calls('PUT /api/landing')).toHaveLength(0);
  });
});
