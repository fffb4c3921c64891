import { isWrittenIn, languageName, type Blog } from '@portfolio/contract';
import { postTextsLeft, textsLeftSaid } from '../translations/texts-left';
import type { EditingLanguage } from '../translations/use-editing-language';

/**
 * Whether the open post is written in the language edited (only then has it a page there), and
 * how many of its texts are left to translate into it.
 */
export function PostTranslationStatus({ post, language }: { post: Blog; language: EditingLanguage }) {
  const name = languageName(language.tag);
  const written = isWrittenIn(post, language.tag, language.primary);
  return (
    <p className="text-sm text-zinc-400">
      {written
        ? `${textsLeftSaid(postTextsLeft(post, language.tag), name)}.`
        : `Not written in ${name} yet: it has a page there once its title is translated.`}
    </p>
  );
}
