import { languageName } from '@portfolio/contract';
import { cn } from '@/lib/cn';
import { textsLeftSaid } from './texts-left';
import type { EditingLanguage } from './use-editing-language';

/**
 * 'Editing: English · Français · العربية', on a site in several languages: which language the
 * owner's texts are edited in, each other language with how many texts it has left to translate.
 * Each language is named as it names itself, as the site's switcher names it.
 */
export function LanguageChoice({
  language,
  textsLeft,
}: {
  language: EditingLanguage;
  /** How many texts are left to translate into a language other than the primary. */
  textsLeft: (tag: string) => number;
}) {
  const { languages, primary, tag: editing, choose } = language;
  if (languages.length < 2) return null;
  const left = language.translating ? textsLeft(editing) : undefined;
  return (
    <fieldset className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-white/10 bg-white/[0.03] px-4 py-3">
      <legend className="sr-only">Editing language</legend>
      <span aria-hidden="true" className="text-sm font-medium text-zinc-300">
        Editing:
      </span>
      <div className="flex flex-wrap gap-1.5">
        {languages.map((tag) => {
          const count = tag === primary ? undefined : textsLeft(tag);
          return (
            // The pill is the radio's sibling, which shows its focus: the public page's stylesheet is
            // the admin's too, and has these classes already.
            <label key={tag} className="cursor-pointer">
              <input
                type="radio"
                name="editing-language"
                value={tag}
                checked={tag === editing}
                onChange={() => choose(tag)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-300',
                  tag === editing
                    ? 'border-emerald-400/30 bg-emerald-400/10 text-emerald-200'
                    : 'border-white/10 text-zinc-300 hover:bg-white/5',
                )}
              >
                <span lang={tag}>{languageName(tag)}</span>{' '}
                {tag === primary ? (
                  <span className="text-xs text-zinc-400">(primary)</span>
                ) : (
                  count !== 0 && <span className="font-mono text-xs text-zinc-400">({count} left)</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-sm text-zinc-400">
        {left === undefined
          ? 'Where a text is not translated, a language shows this one.'
          : `${textsLeftSaid(left, languageName(editing))}.`}
      </p>
    </fieldset>
  );
}
