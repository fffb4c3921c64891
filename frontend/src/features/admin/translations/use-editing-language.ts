import { siteLanguages, type Portfolio } from '@portfolio/contract';
import { useState } from 'react';

/**
 * The language the editor edits the owner's texts in: the primary one, or another of the site's,
 * as the owner chose. A language the site no longer lists gives way to the primary one.
 */
export function useEditingLanguage(document: Pick<Portfolio, 'languages'>) {
  const [chosen, choose] = useState<string>();
  const languages = siteLanguages(document);
  const primary = languages[0]!;
  const tag = chosen !== undefined && languages.includes(chosen) ? chosen : primary;
  return { languages, primary, tag, translating: tag !== primary, choose };
}

export type EditingLanguage = ReturnType<typeof useEditingLanguage>;
