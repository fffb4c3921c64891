import type { Portfolio } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, openPost, project, saveButton, savePostButton, setUpAdminTests, tab } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { jsonResponse } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const FRENCH_TITLE = { language: 'fr', title: 'Routeur de flux', description: '' };

function openWith(change: Partial<Portfolio> = {}) {
  return openEditor(fakeApi({ signedIn: true, portfolio: { ...OWNER_PORTFOLIO, languages: ['en', 'fr'], ...change } }));
}

const french = () => screen.getByRole('radio', { name: /^Français/ });
const saved = async () => expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();

describe('admin: the owner’s texts in another language', () => {
  it('offers no choice of language on a site in one', async () => {
    await openEditor();
    expect(screen.queryByRole('group', { name: 'Editing language' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Data Platform Engineer');
  });

  it('shows the primary text under an empty field in French, and the fields every language shares nowhere', async () => {
    const { user } = await openWith();
    expect(screen.getByRole('radio', { name: /^English/ })).toBeChecked();

    await user.click(french());

    const title = screen.getByRole('textbox', { name: 'Title (Français)' });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('lang', 'fr');
    expect(title).toHaveAccessibleDescription('English: Data Platform Engineer');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText(/the links, the portrait and the resume are shared by every language/)).toBeInTheDocument();
  });

  it('stores what is typed in French on its own project, and counts the texts left', async () => {
    const { user, api } = await openWith();
    await user.click(french());
    // Three personal texts, three skills, two projects of two texts each.
    expect(screen.getByText('10 texts left to translate into Français.')).toBeInTheDocument();
    expect(french()).toHaveAccessibleName('Français (10 left)');

    await user.click(tab('Projects'));
    expect(screen.queryByRole('button', { name: /Add Project/ })).not.toBeInTheDocument();
    await user.type(within(project('02')).getByRole('textbox', { name: 'Title (Français)' }), 'Explorateur');

    expect(screen.getByText('9 texts left to translate into Français.')).toBeInTheDocument();
    await user.click(saveButton());
    await saved();
    expect(api.state.portfolio.projects[1]!.translations).toEqual([
      { language: 'fr', title: 'Explorateur', description: '' },
    ]);
    expect(api.state.portfolio.projects[0]!.translations).toEqual([]);
    expect(api.state.portfolio.projects[1]!.title).toBe('Lineage Explorer');
  });

  it('takes a translation out once its texts are cleared, and keeps a language the site no longer lists', async () => {
    const german = { language: 'de', title: 'Stromverteiler', description: '' };
    const [router, explorer] = OWNER_PORTFOLIO.projects;
    const { user, api } = await openWith({
      projects: [{ ...router!, translations: [german, FRENCH_TITLE] }, explorer!],
    });
    await user.click(french());
    await user.click(tab('Projects'));

    await user.clear(within(project('01')).getByRole('textbox', { name: 'Title (Français)' }));
    await user.click(saveButton());

    await saved();
    expect(api.state.portfolio.projects[0]!.translations).toEqual([german]);
  });

  it('shows the API’s error on a French title on that field, in French', async () => {
    const [router, explorer] = OWNER_PORTFOLIO.projects;
    const { user, api } = await openWith({ projects: [{ ...router!, translations: [FRENCH_TITLE] }, explorer!] });
    api.answerNext('PUT /api/landing', async () =>
      jsonResponse(
        {
          message: 'Some fields are not valid',
          errors: [{ path: 'projects.0.translations.0.title', message: 'must be at most 120 characters' }],
        },
        400,
      ),
    );

    await user.click(saveButton());

    expect(await screen.findByText(/Some fields need attention/)).toBeInTheDocument();
    expect(french()).toBeChecked();
    const title = within(project('01')).getByRole('textbox', { name: 'Title (Français)' });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Must be at most 120 characters/);
  });

  it('saves a post’s French title with the post, and says once it is written in French', async () => {
    const { user, api } = await openWith();
    await user.click(french());
    await openPost(user, 'Year in Review');
    expect(screen.getByText(/Not written in Français yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title (Français)' }), 'Bilan');
    expect(screen.getByText('2 texts left to translate into Français.')).toBeInTheDocument();
    await user.click(savePostButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.postSaves.at(-1)!.body.translations).toEqual([
      { language: 'fr', title: 'Bilan', readTime: '', excerpt: '', slug: '', tags: [], body: '' },
    ]);
  });

  it('stores a post’s French body as the post’s own is stored, and needs an address for it', async () => {
    const { user, api } = await openWith();
    await user.click(french());
    await openPost(user, 'Year in Review');
    await user.type(screen.getByRole('textbox', { name: 'Title (Français)' }), 'Bilan');
    await user.type(screen.getByRole('textbox', { name: 'Body (Français)' }), 'Ce qui est sorti.');

    await user.click(savePostButton());
    const slug = screen.getByRole('textbox', { name: 'Slug (Français)' });
    expect(slug).toHaveFocus();
    expect(slug).toHaveAccessibleDescription(/Is required for a post with a body/);
    expect(api.state.postSaves).toHaveLength(0);

    await user.type(slug, 'bilan');
    await user.click(savePostButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    const [translation] = api.state.postSaves.at(-1)!.body.translations;
    expect(api.state.postBodies.get(translation!.body)).toBe('Ce qui est sorti.');
  });
});
