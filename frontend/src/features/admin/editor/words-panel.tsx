import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DEFAULT_LANGUAGE, WORD_CHOICES, type Portfolio, type WordKey } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { ChoiceField, FieldError, TextField } from '../form/field';
import { Panel } from '../form/panel';
import type { FieldErrors } from '../form/validate-portfolio';
import { hasBuiltInWords, languageName } from './languages-panel';

type Words = Portfolio['words'];

/**
 * The languages whose words may be worded: the site's (English when it lists none), then any the
 * owner worded before and the site no longer lists, whose words are kept but not shown.
 */
function wordedLanguages(languages: readonly string[], words: Words) {
  const listed = languages.length > 0 ? [...new Set(languages)] : [DEFAULT_LANGUAGE];
  const kept = [...new Set(words.map(({ language }) => language))].filter((tag) => !listed.includes(tag));
  return [
    ...listed.map((tag) => ({ value: tag, label: `${languageName(tag)} (${tag})` })),
    ...kept.map((tag) => ({ value: tag, label: `${languageName(tag)} (${tag}), not on the site` })),
  ];
}

/** The indexes of the owner's entries for one word of one language: one, unless a document says it twice. */
const entriesOf = (words: Words, language: string, word: WordKey): number[] =>
  words.flatMap((entry, index) => (entry.language === language && entry.word === word ? [index] : []));

/**
 * The owner's words with one word of one language set to `text`, in place of its entry (and any
 * second one), or added at the end; empty text removes it. Other entries are kept as they are.
 */
export function withWord(words: Words, language: string, word: WordKey, text: string): Words {
  const [first] = entriesOf(words, language, word);
  const matches = (entry: Words[number]) => entry.language === language && entry.word === word;
  if (!text || first === undefined) {
    const rest = words.filter((entry) => !matches(entry));
    return text ? [...rest, { language, word, text }] : rest;
  }
  return words.flatMap((entry, index) => (index === first ? [{ ...entry, text }] : matches(entry) ? [] : [entry]));
}

/**
 * Under the "Personal" tab: the fixed words of the public pages in one of the site's languages,
 * each the built-in word unless the owner words it their own way.
 */
export function WordsPanel({
  languages,
  value,
  onChange,
  errors,
}: {
  languages: Portfolio['languages'];
  value: Words;
  onChange: (value: Words) => void;
  errors: FieldErrors;
}) {
  const options = wordedLanguages(languages, value);
  const [chosen, setChosen] = useState<string>();
  // The fields, one a word, are shown on asking (the tab stays short), and whenever one is wrong.
  const [opened, setOpened] = useState(false);
  const wrong = Object.keys(errors).some((path) => path.startsWith('words.'));
  const open = opened || wrong;
  // The language chosen, while it is one to choose; else the primary one.
  const language = options.find((option) => option.value === chosen)?.value ?? options[0]!.value;
  const builtIn = siteLocale({ languages: [], words: [] }, language).words;
  const own = WORD_CHOICES.filter(({ value: word }) => entriesOf(value, language, word).length > 0).length;
  const name = languageName(language);

  return (
    <Panel
      title="Words"
      description="The fixed words of the public pages (menus, headings, buttons), in your own wording. Leave a word empty for the built-in one; keep marks such as {name} where a word has them."
    >
      <div className="space-y-5 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
        <div className="grid gap-5 md:grid-cols-2">
          <ChoiceField
            path="words.language"
            label="Language"
            options={options}
            value={language}
            onChange={setChosen}
            error={undefined}
          />
          <div className="flex flex-col justify-end gap-1 text-sm text-zinc-400 md:pb-2.5">
            <p>
              {own === 0
                ? `All ${WORD_CHOICES.length} words of ${name} are the built-in ones.`
                : `${own} of ${WORD_CHOICES.length} words of ${name} ${own === 1 ? 'is' : 'are'} your own.`}
            </p>
            {!hasBuiltInWords(language) && <p>{name} has no built-in words: English is shown for those you leave.</p>}
          </div>
        </div>
        <FieldError id="words-error" message={errors.words} />
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls="words-fields"
          disabled={wrong}
          onClick={() => setOpened(!opened)}
        >
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
          {open ? `Hide the words of ${name}` : `Word ${name} your own way`}
        </Button>
        {open && (
          <div id="words-fields" className="grid gap-5 md:grid-cols-2">
            {WORD_CHOICES.map(({ value: word, label }) => {
              const entries = entriesOf(value, language, word);
              const first = entries[0];
              const error = entries
                .flatMap((index) => [`words.${index}.text`, `words.${index}.word`, `words.${index}.language`])
                .map((path) => errors[path])
                .find(Boolean);
              return (
                <TextField
                  key={word}
                  // A word not yet worded has no entry: its field is named by language and word until it has.
                  path={first === undefined ? `words.${language}.${word}` : `words.${first}.text`}
                  label={label}
                  value={first === undefined ? '' : value[first]!.text}
                  onChange={(text) => onChange(withWord(value, language, word, text))}
                  error={error}
                  placeholder={builtIn[word]}
                  hint={`Built-in: ${builtIn[word]}`}
                  autoComplete="off"
                />
              );
            })}
          </div>
        )}
      </div>
    </Panel>
  );
}
