import { languageName, textDirection } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { TextField } from '../form/field';
import type { TranslatedText } from './translation-entries';
import type { EditingLanguage } from './use-editing-language';

/** A field's label in the language edited: 'Title (Français)'. */
export const translatedLabel = (label: string, { tag }: EditingLanguage) => `${label} (${languageName(tag)})`;

/** The primary language's text under a translation's field, which shows where the translation is empty. */
export function PrimaryText({ language, text }: { language: EditingLanguage; text: string }) {
  return (
    <>
      {`${languageName(language.primary)}: `}
      <span lang={language.primary} className="text-zinc-300">
        {text || '(empty)'}
      </span>
    </>
  );
}

/**
 * A text in the language edited, written in that language (its spelling, its direction), with
 * the primary language's text under it.
 */
export function TranslatedField({
  language,
  label,
  primary,
  ...field
}: TranslatedText & {
  language: EditingLanguage;
  label: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  className?: string;
}) {
  return (
    <TextField
      {...field}
      label={translatedLabel(label, language)}
      lang={language.tag}
      dir={textDirection(language.tag)}
      hint={<PrimaryText language={language} text={primary} />}
    />
  );
}

/** Says which of an item's fields every language shares, and where they are edited. */
export function SharedFields({ language, children }: { language: EditingLanguage; children: ReactNode }) {
  return (
    <p className="text-sm text-zinc-400">
      {children} {`shared by every language: edit them in ${languageName(language.primary)}.`}
    </p>
  );
}
