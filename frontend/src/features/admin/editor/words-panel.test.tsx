import { ENGLISH, WORD_CHOICES, type Portfolio } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, saveButton, setUpAdminTests } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const FRENCH = siteLocale({ languages: [], words: [] }, 'fr').words;
const GERMAN_SKILLS = { language: 'de', word: 'skills', text: 'Können' } as const;

const languageChoice = () => screen.getByRole('combobox', { name: 'Language' });
const wordField = (label: string) => screen.getByRole('textbox', { name: label });

/** The editor on `languages` and `words`, the word fields shown. */
async function openWith({ languages, words }: Pick<Portfolio, 'languages' | 'words'>) {
  const opened = await openEditor(fakeApi({ signedIn: true, portfolio: { ...OWNER_PORTFOLIO, languages, words } }));
  await opened.user.click(screen.getByRole('button', { name: /your own way$/ }));
  return opened;
}

describe('admin: the owner’s own words', () => {
  it('words English when the site lists no language, a field for every word, shown on asking', async () => {
    const { user } = await openEditor();
    expect(screen.queryByLabelText('Skills & Technologies', { selector: 'input' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Word English your own way' }));

    expect([...(languageChoice() as HTMLSelectElement).options].map((option) => option.text)).toEqual(['English (en)']);
    expect(WORD_CHOICES).toHaveLength(Object.keys(ENGLISH).length);
    // By label rather than by role: a role query of each of the fields would take seconds.
    for (const { label } of WORD_CHOICES) {
      expect(screen.getByLabelText(label, { selector: 'input' })).toHaveAttribute('placeholder', label);
    }
    expect(screen.getByText(`All ${WORD_CHOICES.length} words of English are the built-in ones.`)).toBeInTheDocument();
  });

  it('shows the chosen language’s built-in words, and saves the owner’s own beside the other languages’', async () => {
    const { user, api } = await openWith({ languages: ['de', 'fr'], words: [GERMAN_SKILLS] });
    expect(languageChoice()).toHaveValue('de');
    expect(wordField('Skills')).toHaveValue('Können');

    await user.selectOptions(languageChoice(), 'French (fr)');

    expect(wordField('Skills')).toHaveValue('');
    expect(wordField('Skills')).toHaveAttribute('placeholder', FRENCH.skills);
    expect(wordField('Skills')).toHaveAccessibleDescription(`Built-in: ${FRENCH.skills}`);
    await user.type(wordField('Skills'), 'Savoir-faire');
    expect(screen.getByText(`1 of ${WORD_CHOICES.length} words of French is your own.`)).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.words).toEqual([
      GERMAN_SKILLS,
      { language: 'fr', word: 'skills', text: 'Savoir-faire' },
    ]);
  });

  it('takes the built-in word back when the owner’s is cleared, keeping the other languages’', async () => {
    const { user, api } = await openWith({
      languages: ['fr', 'de'],
      words: [
        { language: 'fr', word: 'skills', text: 'Savoir-faire' },
        GERMAN_SKILLS,
        { language: 'fr', word: 'blog', text: 'Carnet' },
      ],
    });
    expect(screen.getByText(`2 of ${WORD_CHOICES.length} words of French are your own.`)).toBeInTheDocument();

    await user.clear(wordField('Skills'));
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.words).toEqual([GERMAN_SKILLS, { language: 'fr', word: 'blog', text: 'Carnet' }]);
  });

  it('offers the words of a language the site no longer lists, which are kept', async () => {
    const { user, api } = await openWith({ languages: ['fr'], words: [GERMAN_SKILLS] });

    await user.selectOptions(languageChoice(), 'German (de), not on the site');
    expect(wordField('Skills')).toHaveValue('Können');
    await user.type(wordField('Blog'), 'Notizen');
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.words).toEqual([GERMAN_SKILLS, { language: 'de', word: 'blog', text: 'Notizen' }]);
  });

  it('shows a problem with a word by its field', async () => {
    const { user, api } = await openWith({
      languages: ['fr'],
      words: [
        { language: 'fr', word: 'blog', text: 'Carnet' },
        { language: 'fr', word: 'skills', text: '   ' },
      ],
    });

    await user.click(saveButton());

    expect(wordField('Skills')).toHaveAttribute('aria-invalid', 'true');
    expect(wordField('Skills')).toHaveAccessibleDescription(/Must not be empty/);
    expect(wordField('Blog')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('tab', { name: /^Personal/ })).toHaveAccessibleName(/1 error/);
    expect(api.state.saves).toHaveLength(0);
  });

  it('shows a word worded twice by its field, and keeps one when it is worded again', async () => {
    const { user, api } = await openWith({
      languages: ['fr'],
      words: [
        { language: 'fr', word: 'skills', text: 'Savoir-faire' },
        GERMAN_SKILLS,
        { language: 'fr', word: 'skills', text: 'Talents' },
      ],
    });

    await user.click(saveButton());
    expect(wordField('Skills')).toHaveAccessibleDescription(/Is worded for this language already/);

    await user.type(wordField('Skills'), '!');
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.words).toEqual([
      { language: 'fr', word: 'skills', text: 'Savoir-faire!' },
      GERMAN_SKILLS,
    ]);
  });
});
