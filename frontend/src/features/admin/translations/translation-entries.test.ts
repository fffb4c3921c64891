import type { Skill } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { languageOfField, withTranslation } from './translation-entries';

const skill = (translations: Skill['translations'] = []): Skill => ({ name: 'Rust', hidden: false, translations });

describe('translation entries', () => {
  it('makes an entry on the first text, with the section’s other fields empty', () => {
    const project = withTranslation(OWNER_PORTFOLIO.projects[0]!, 'projects', 'fr', { title: 'Routeur' });
    expect(project.translations).toEqual([{ language: 'fr', title: 'Routeur', description: '' }]);
  });

  it('changes the entry of its language only, and takes it out once it is empty again', () => {
    const german = { language: 'de', name: 'Rost' };
    const both = withTranslation(skill([german]), 'skills', 'fr', { name: 'Rouille' });
    expect(both.translations).toEqual([german, { language: 'fr', name: 'Rouille' }]);
    expect(withTranslation(both, 'skills', 'fr', { name: 'Rouillé' }).translations[1]).toEqual({
      language: 'fr',
      name: 'Rouillé',
    });
    expect(withTranslation(both, 'skills', 'fr', { name: '' }).translations).toEqual([german]);
  });

  it('stores nothing for spaces typed into an empty field', () => {
    expect(withTranslation(skill(), 'skills', 'fr', { name: '  ' }).translations).toEqual([]);
  });

  it('tells the language a field is shown in', () => {
    const document = {
      ...OWNER_PORTFOLIO,
      languages: ['en', 'fr'],
      projects: [{ ...OWNER_PORTFOLIO.projects[0]!, translations: [{ language: 'fr', title: 'R', description: '' }] }],
    };
    expect(languageOfField(document, 'projects.0.translations.0.title')).toBe('fr');
    expect(languageOfField(document, 'projects.0.live')).toBe('en');
    expect(languageOfField(document, 'personalInfo.email')).toBe('en');
    expect(languageOfField(document, 'languages.1')).toBeUndefined();
  });
});
