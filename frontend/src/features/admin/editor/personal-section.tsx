import type { Portfolio } from '@portfolio/contract';
import type { FieldErrors } from '../form/validate-portfolio';
import type { EditingLanguage } from '../translations/use-editing-language';
import { AppearancePanel } from './appearance-panel';
import { LanguagesPanel } from './languages-panel';
import { PersonalTab } from './personal-tab';
import { WordsPanel } from './words-panel';

/** How the editor takes a new value of one of the document's fields. */
export type Update = <K extends keyof Portfolio>(key: K) => (value: Portfolio[K]) => void;

/** The 'Personal' tab's panels: the owner's information, the site's theme, its languages and its own words. */
export function PersonalSection({
  portfolio,
  update,
  errors,
  language,
}: {
  portfolio: Portfolio;
  update: Update;
  errors: FieldErrors;
  language: EditingLanguage;
}) {
  return (
    <div className="space-y-10">
      <PersonalTab
        value={portfolio.personalInfo}
        onChange={update('personalInfo')}
        errors={errors}
        language={language}
      />
      <AppearancePanel value={portfolio.appearance} onChange={update('appearance')} errors={errors} />
      <LanguagesPanel value={portfolio.languages} onChange={update('languages')} errors={errors} />
      <WordsPanel languages={portfolio.languages} value={portfolio.words} onChange={update('words')} errors={errors} />
    </div>
  );
}
