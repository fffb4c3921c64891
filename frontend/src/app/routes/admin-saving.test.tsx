import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advance,
  notification,
  openEditor,
  project,
  replaceText,
  saveButton,
  setUpAdminTests,
  signInWithForm,
  storedDraft,
  tab,
} from '@/test/admin-screen';
import { jsonResponse, networkError, neverAnswers } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

describe('admin: saving', () => {
  it("sends the landing content, no posts, with If-Match, shows 'Saving...', then 'Data saved successfully!'", async () => {
    const { user, api } = await openEditor();
    let answer!: () => void;
    api.answerNext(
      'PUT /api/landing',
      (_url, init) =>
        new Promise(
          (resolve) => (answer = () => resolve(jsonResponse(JSON.parse(String(init.body)), 200, { etag: '"2"' }))),
        ),
    );
    await replaceText(user, screen.getByLabelText('Title'), 'Staff Data Engineer');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving...');
    const [, init] = api.calls('PUT /api/landing')[0]!;
    expect(new Headers(init?.headers).get('if-match')).toBe('"1"');
    // The posts are saved one at a time: the landing content's save carries none.
    expect(JSON.parse(String(init?.body))).toEqual({
      ...OWNER_PORTFOLIO,
      blogs: [],
      personalInfo: { ...OWNER_PORTFOLIO.personalInfo, title: 'Staff Data Engineer' },
    });

    await act(async () => answer());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(notification()).toHaveTextContent('Data saved successfully!');
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('uses the new version for the next save', async () => {
    const { user, api } = await openEditor();
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan A. Lee');
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan Lee');
    await user.click(saveButton());
    await advance(0);

    expect(api.state.saves.map((save) => save.ifMatch)).toEqual(['"1"', '"2"']);
    expect(api.state.portfolio.personalInfo.name).toBe('Jordan Lee');
  });

  it("keeps the edits locally when the API answers with an error: 'changes saved locally only'", async () => {
    const { user, api } = await openEditor();
    api.answerNext('PUT /api/landing', async () => jsonResponse({ message: 'Database unavailable' }, 503));
    await replaceText(user, screen.getByLabelText('Name'), 'Kept Locally');

    await user.click(saveButton());

    expect(await screen.findByText('API not available - changes saved locally only')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kept Locally');
    expect(storedDraft()).toMatchObject({ etag: '"1"', portfolio: { personalInfo: { name: 'Kept Locally' } } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it("says 'running in demo mode' when the API cannot be reached", async () => {
    const { user, api } = await openEditor();
    api.answerNext('PUT /api/landing', networkError);
    await replaceText(user, screen.getByLabelText('Name'), 'Offline Edit');

    await user.click(saveButton());

    expect(await screen.findByText('API not available - running in demo mode')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Offline Edit');
  });

  it("gives up after 10 s: 'Save timeout - API not responding'", async () => {
    const { user, api } = await openEditor();
    let calledAt = 0;
    let abortedAt = 0;
    api.answerNext('PUT /api/landing', (url, init) => {
      calledAt = Date.now();
      init.signal?.addEventListener('abort', () => (abortedAt = Date.now()));
      return neverAnswers(url, init);
    });
    await replaceText(user, screen.getByLabelText('Name'), 'Slow Save');
    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving...');

    await advance(10_000);
    expect(await screen.findByText('Save timeout - API not responding')).toBeInTheDocument();
    expect(abortedAt - calledAt).toBe(10_000);
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(screen.getByLabelText('Name')).toHaveValue('Slow Save');
  });

  it('asks to sign in again when the session has ended, then saves the same edits', async () => {
    const { user, api } = await openEditor();
    await replaceText(user, screen.getByLabelText('Name'), 'After Expiry');
    api.state.signedIn = false; // the session ended on the server

    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(api.state.portfolio.personalInfo.name).toBe('Jordan Lee');

    await signInWithForm(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('After Expiry');

    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.personalInfo.name).toBe('After Expiry');
  });

  it('says the portfolio changed elsewhere (412) and lets the owner keep editing', async () => {
    const { user, api } = await openEditor();
    api.saveElsewhere({ ...OWNER_PORTFOLIO, personalInfo: { ...OWNER_PORTFOLIO.personalInfo, name: 'Other Tab' } });
    await replaceText(user, screen.getByLabelText('Name'), 'This Tab');

    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'The portfolio was changed elsewhere' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('This Tab');
    expect(api.state.portfolio.personalInfo.name).toBe('Other Tab');
    expect(storedDraft()?.portfolio.personalInfo.name).toBe('This Tab');
  });

  it('loads the latest version on request after a 412, and saves against it', async () => {
    const { user, api } = await openEditor();
    api.saveElsewhere({ ...OWNER_PORTFOLIO, personalInfo: { ...OWNER_PORTFOLIO.personalInfo, name: 'Other Tab' } });
    await replaceText(user, screen.getByLabelText('Name'), 'This Tab');
    await user.click(saveButton());

    await user.click(await screen.findByRole('button', { name: 'Load latest' }));

    expect(await screen.findByText('The latest version is loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Other Tab');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await replaceText(user, screen.getByLabelText('Title'), 'Merged by hand');
    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.saves.at(-1)?.ifMatch).toBe('"2"');
  });

  it("shows the server's field errors next to their fields and focuses the first", async () => {
    const { user, api } = await openEditor();
    api.answerNext('PUT /api/landing', async () =>
      jsonResponse(
        {
          message: 'Some fields are not valid',
          errors: [
            { path: 'landingPage.posts', message: 'must be one of 3, 6, 9, 12' },
            { path: 'projects.1.live', message: 'must be an http:// or https:// address, or empty' },
          ],
        },
        400,
      ),
    );

    await user.click(saveButton());

    expect(await screen.findByText(/Some fields need attention/)).toBeInTheDocument();
    expect(tab('Projects')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Projects')).toHaveAccessibleName('Projects, 1 error');
    const live = within(project('02')).getByLabelText('Live Demo URL');
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveAccessibleDescription('Must be an http:// or https:// address, or empty');

    // The message goes once the field no longer holds what the server refused.
    await user.type(live, '/v2');
    expect(live).not.toHaveAttribute('aria-invalid');
    await user.click(tab('Blogs'));
    expect(screen.getByLabelText('Posts on the landing page')).toHaveAccessibleDescription(
      'Must be one of 3, 6, 9, 12',
    );
  });

  it('checks the fields before sending, and sends nothing while one is wrong', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Skills'));
    await user.click(screen.getByRole('button', { name: 'Add Skill' }));

    await user.click(saveButton());

    expect(api.calls('PUT /api/landing')).toHaveLength(0);
    const added = screen.getByRole('textbox', { name: 'Skill 4' });
    expect(added).toHaveFocus();
    expect(added).toHaveAccessibleDescription('Must not be empty');
    expect(notification()).toHaveTextContent('Some fields need attention');
  });
});
