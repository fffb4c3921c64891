import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, saveButton, setUpAdminTests } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { OWNER_LANDING, OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const tagInput = () => screen.getByRole('textbox', { name: 'Language tag' });
const addButton = () => screen.getByRole('button', { name: 'Add language' });
const rows = () => within(screen.getByRole('list', { name: 'Site languages' })).getAllByRole('listitem');
const rowTexts = () => rows().map((row) => row.querySelector('p')!.textContent);

async function openWith(languages: string[]) {
  return openEditor(fakeApi({ signedIn: true, portfolio: { ...OWNER_PORTFOLIO, languages } }));
}

describe('admin: the site’s languages', () => {
  it('is English alone for a document without languages, and saves those added in order', async () => {
    const { user, api } = await openEditor();
    expect(screen.getByText('No languages chosen: the site is in English.')).toBeInTheDocument();
    expect(tagInput()).toHaveAccessibleDescription(/A BCP 47 tag such as fr, pt-BR or ar/);

    await user.type(tagInput(), 'fr');
    await user.click(addButton());
    await user.type(tagInput(), 'ar{Enter}');

    expect(tagInput()).toHaveValue('');
    expect(rowTexts()).toEqual(['FrenchfrPrimary', 'Arabicar']);
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio).toEqual({ ...OWNER_LANDING, languages: ['fr', 'ar'] });
  });

  it('takes a tag as the standard writes it, and says which languages have no built-in words', async () => {
    const { user } = await openEditor();

    await user.type(tagInput(), 'pt-br{Enter}');
    await user.type(tagInput(), 'sw{Enter}');

    expect(rowTexts()).toEqual(['Brazilian Portuguesept-BRPrimary', 'Swahilisw']);
    expect(within(rows()[0]!).queryByText(/English words until you word them/)).not.toBeInTheDocument();
    expect(within(rows()[1]!).getByText(/English words until you word them below/)).toBeInTheDocument();
  });

  it('refuses what is not a language tag, or a language listed already, and adds nothing', async () => {
    const { user } = await openWith(['fr']);

    await user.type(tagInput(), 'english');
    await user.click(addButton());
    expect(tagInput()).toHaveAccessibleDescription(/“english” is not a language tag/);
    expect(tagInput()).toHaveAttribute('aria-invalid', 'true');
    expect(tagInput()).toHaveValue('english');

    await user.clear(tagInput());
    expect(tagInput()).not.toHaveAttribute('aria-invalid');
    await user.type(tagInput(), 'fr{Enter}');
    expect(tagInput()).toHaveAccessibleDescription(/French \(fr\) is one of the site’s languages already/);

    expect(rowTexts()).toEqual(['FrenchfrPrimary']);
  });

  it('refuses an eleventh language', async () => {
    const { user } = await openWith(['en', 'fr', 'de', 'es', 'pt', 'ja', 'ar', 'it', 'nl', 'sv']);

    await user.type(tagInput(), 'pl{Enter}');

    expect(tagInput()).toHaveAccessibleDescription(/at most 10 languages/);
    expect(rows()).toHaveLength(10);
  });

  it('moves a language up or down, the first being the primary one', async () => {
    const { user, api } = await openWith(['fr', 'de', 'ja']);
    expect(screen.getByRole('button', { name: 'Move French up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Japanese down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move German up' }));
    expect(rowTexts()).toEqual(['GermandePrimary', 'Frenchfr', 'Japaneseja']);
    // Focus stays with German, which can go up no further.
    expect(screen.getByRole('button', { name: 'Move German down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move French down' }));
    expect(rowTexts()).toEqual(['GermandePrimary', 'Japaneseja', 'Frenchfr']);

    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.languages).toEqual(['de', 'ja', 'fr']);
  });

  it('removes a language', async () => {
    const { user, api } = await openWith(['fr', 'de']);

    await user.click(screen.getByRole('button', { name: 'Remove French' }));
    expect(rowTexts()).toEqual(['GermandePrimary']);
    await user.click(screen.getByRole('button', { name: 'Remove German' }));
    expect(screen.getByText('No languages chosen: the site is in English.')).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.languages).toEqual([]);
  });

  it('shows a problem with a language beside it, and counts it on the Personal tab', async () => {
    const { user, api } = await openWith(['fr', 'de', 'fr']);

    await user.click(saveButton());

    const [first, , third] = rows();
    expect(within(third!).getByText('Is one of the site’s languages already')).toBeInTheDocument();
    expect(within(first!).queryByText('Is one of the site’s languages already')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Personal/ })).toHaveAccessibleName(/1 error/);
    expect(api.state.saves).toHaveLength(0);

    await user.click(screen.getAllByRole('button', { name: 'Remove French' })[1]!);
    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.languages).toEqual(['fr', 'de']);
  });
});
