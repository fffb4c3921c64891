import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { baseLanguage, isLanguageTag, limitOf, type Portfolio } from '@portfolio/contract';
import { BUILT_IN_LANGUAGES } from '@portfolio/contract/languages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError, TextField } from '../form/field';
import { Panel } from '../form/panel';
import { useFocusLater } from '../form/use-focus-later';
import { DeleteButton, IconButton } from '../lists/item-controls';
import { fieldId, type FieldErrors } from '../form/validate-portfolio';

/** How many languages a site may be written in, as the document bounds it. */
const LANGUAGES_MAX = limitOf('languages');

const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language's name in English ('French', 'Brazilian Portuguese'), or its tag where it has none. */
export function languageName(tag: string): string {
  try {
    return NAMES.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** Whether the site has built-in words for a language (those of its base language: `pt` for `pt-BR`). */
export const hasBuiltInWords = (tag: string): boolean => BUILT_IN_LANGUAGES.includes(baseLanguage(tag));

/** What the owner typed, as the standard writes the tag (`pt-br` → `pt-BR`), or as typed if it is none. */
function canonical(typed: string): string {
  try {
    return Intl.getCanonicalLocales(typed)[0] ?? typed;
  } catch {
    return typed;
  }
}

/** Why a typed tag cannot be added to these languages, if it cannot; else the tag to add. */
function tagToAdd(typed: string, languages: readonly string[]): { tag: string } | { refusal: string } {
  const trimmed = typed.trim();
  if (!trimmed) return { refusal: 'Type a language tag such as fr, pt-BR or ar.' };
  if (languages.length >= LANGUAGES_MAX) {
    return { refusal: `A site has at most ${LANGUAGES_MAX} languages: remove one to add another.` };
  }
  const tag = canonical(trimmed);
  if (!isLanguageTag(tag)) return { refusal: `“${trimmed}” is not a language tag. Use one such as fr, pt-BR or ar.` };
  if (languages.includes(tag))
    return { refusal: `${languageName(tag)} (${tag}) is one of the site’s languages already.` };
  return { tag };
}

const ADD_INPUT = fieldId('languages');
const buttonId = (index: number, action: 'up' | 'down' | 'remove') => `language-${index}-${action}`;

/**
 * Under the "Personal" tab: the languages the site is written in, in order, the first its primary
 * one; each may be moved or removed, and a language is added by its BCP 47 tag.
 */
export function LanguagesPanel({
  value,
  onChange,
  errors,
}: {
  value: Portfolio['languages'];
  onChange: (value: Portfolio['languages']) => void;
  errors: FieldErrors;
}) {
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const focusLater = useFocusLater();

  function add(event: FormEvent) {
    event.preventDefault();
    const outcome = tagToAdd(typed, value);
    if ('refusal' in outcome) {
      setRefusal(outcome.refusal);
      return;
    }
    onChange([...value, outcome.tag]);
    setTyped('');
    setRefusal(undefined);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
    // Focus stays on the moved language: on the same button, unless it has reached the end.
    const to = index + by;
    const atEnd = by === -1 ? to === 0 : to === next.length - 1;
    focusLater(buttonId(to, by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down'));
  }

  function remove(index: number) {
    const next = value.filter((_, at) => at !== index);
    onChange(next);
    focusLater(next.length === 0 ? ADD_INPUT : buttonId(Math.min(index, next.length - 1), 'remove'));
  }

  return (
    <Panel
      title="Languages"
      description="The languages the site is written in. The first is its primary language, which the public pages are in: their fixed words, their dates and their direction."
    >
      <div className="space-y-5 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
        {value.length === 0 ? (
          <p className="text-sm text-zinc-400">No languages chosen: the site is in English.</p>
        ) : (
          <ol aria-label="Site languages" className="divide-y divide-white/10 rounded-xl border border-white/10">
            {value.map((tag, index) => {
              const name = languageName(tag);
              const error = errors[`languages.${index}`];
              const rowId = fieldId(`languages.${index}`);
              return (
                <li key={`${index}-${tag}`} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p
                      id={rowId}
                      tabIndex={-1}
                      aria-describedby={error ? `${rowId}-error` : undefined}
                      className="flex flex-wrap items-center gap-2 text-sm text-zinc-100 focus:outline-none"
                    >
                      <span className="font-medium">{name}</span>
                      <span className="font-mono text-xs text-zinc-400">{tag}</span>
                      {index === 0 && (
                        <Badge className="border-emerald-400/30 bg-emerald-400/10 text-emerald-200">Primary</Badge>
                      )}
                    </p>
                    {!hasBuiltInWords(tag) && (
                      <p className="mt-1 text-xs text-amber-200/80">
                        No built-in words: English words until you word them below.
                      </p>
                    )}
                    <div className="mt-1">
                      <FieldError id={`${rowId}-error`} message={error} />
                    </div>
                  </div>
                  <div className="flex items-center gap-1">
                    <IconButton
                      id={buttonId(index, 'up')}
                      label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      id={buttonId(index, 'down')}
                      label={`Move ${name} down`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </IconButton>
                    <DeleteButton
                      id={buttonId(index, 'remove')}
                      label={`Remove ${name}`}
                      onClick={() => remove(index)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            path="languages"
            label="Language tag"
            value={typed}
            onChange={(next) => {
              setTyped(next);
              setRefusal(undefined);
            }}
            error={refusal ?? errors.languages}
            hint="A BCP 47 tag such as fr, pt-BR or ar. The first language is the site's primary one; with none, the site is in English."
            placeholder="fr"
            autoComplete="off"
            className="flex-1"
          />
          <Button type="submit" variant="outline" className="sm:mt-7">
            <Plus aria-hidden="true" />
            Add language
          </Button>
        </form>
      </div>
    </Panel>
  );
}
