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
            <label
              key={tag}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-400/60',
                tag === editing
                  ? 'border-emerald-400/40 bg-emerald-400/10 text-emerald-100'
                  : 'border-white/10 text-zinc-300 hover:bg-white/5',
              )}
            >
              <input
                type="radio"
                name="editing-language"
                value={tag}
                checked={tag === editing}
                onChange={() => choose(tag)}
                className="sr-only"
              />
              <span lang={tag}>{languageName(tag)}</span>{' '}
              {tag === primary ? (
                <span className="text-xs text-zinc-400">(primary)</span>
              ) : (
                count !== 0 && <span className="font-mono text-xs text-zinc-400">({count} left)</span>
              )}
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
