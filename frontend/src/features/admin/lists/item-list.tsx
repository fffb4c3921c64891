import { languageName, limitOf, PORTFOLIO, type Portfolio } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { useListEditor } from './use-list-editor';
import type { FieldErrors } from '../form/validate-portfolio';
import { LIST_WORDS, type ListSection } from '../form/editor-tabs';
import { AddButton, DeleteButton, EmptyList, itemName } from './item-controls';
import { Panel } from '../form/panel';
import { SortableItem, SortableItems } from './sortable-items';
import {
  translatedText,
  type Translatable,
  type TranslatedKey,
  type TranslatedText,
} from '../translations/translation-entries';
import type { EditingLanguage } from '../translations/use-editing-language';

/** The keys of an item's text fields. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
/** The keys of an item's yes-or-no fields ('hidden', 'featured'). */
type FlagKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** What a tab of one of the document's lists is given: the list, where its changes go, and the document's errors. */
export interface ListTabProps<K extends ListSection> {
  items: Portfolio[K];
  onChange: (items: Portfolio[K]) => void;
  errors: FieldErrors;
  language: EditingLanguage;
}

/** What a tab needs to draw one item's fields. */
export interface ItemRow<T> {
  /** As the owner reads it: `1`, or `01` for projects. */
  number: string;
  /** The item's dotted path in the document: `projects.1`. */
  path: string;
  update: (patch: Partial<T>) => void;
  /** One text field's path, value, change and error, as `TextField` takes them. */
  field: (key: TextKey<T>) => { path: string; value: string; onChange: (value: string) => void; error?: string };
  /** The error of one of the item's fields that is not a text field (its tags, say). */
  error: (key: keyof T & string) => string | undefined;
  /** One yes-or-no field's path, value and change, as `FlagField` takes them. */
  flag: (key: FlagKey<T>) => { path: string; checked: boolean; onChange: (checked: boolean) => void };
  /** One of the item's texts in the language edited, when it is not the primary one. */
  translated: (key: TranslatedKey<T & Translatable>) => TranslatedText;
  language: EditingLanguage;
  /** The item's own controls (its 'Reorder' handle and delete button), placed by the tab within the item. */
  controls: ReactNode;
}

const LAYOUTS = {
  /** Short items side by side (skills). */
  tiles: { list: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3', item: 'flex flex-col gap-1.5' },
  /** One card per row (projects, blog posts). */
  cards: { list: 'space-y-5', item: undefined },
} as const;

/**
 * One of the document's lists as a tab: its count and limit, the add button (off at the limit),
 * the empty state, each item numbered with a handle to reorder it and a delete button, and focus
 * kept where a keyboard user expects it. The tab only draws an item's fields. The list's words
 * come from its noun (LIST_WORDS); an item's first field, the first the tab shows, names it and
 * takes a new item's focus. In another language than the primary, the tab draws the item's texts
 * in that language, and the list is added to, ordered and pruned in the primary one only.
 */
export function ItemList<T extends Translatable>({
  path,
  layout = 'cards',
  items,
  onChange,
  errors,
  language,
  create,
  numberOf = (index) => String(index + 1),
  renderItem,
}: {
  path: ListSection;
  layout?: keyof typeof LAYOUTS;
  items: T[];
  onChange: (items: T[]) => void;
  errors: FieldErrors;
  language: EditingLanguage;
  create: () => T;
  /** As the owner reads an item's number: `1`, or `01` for projects. */
  numberOf?: (index: number) => string;
  renderItem: (item: T, row: ItemRow<T>) => ReactNode;
}) {
  const { noun, shownAs } = LIST_WORDS[path];
  const max = limitOf(path);
  const addId = `add-${noun.replaceAll(' ', '-')}`;
  // The description's first field of an item, a text field in every list (its title or name).
  const firstField = Object.keys(PORTFOLIO.fields[path].item.fields)[0] as TextKey<T>;
  const { keys, add, remove, update, move } = useListEditor(items, onChange, { path, firstField, create, addId });
  const names = items.map((item, index) => itemName(noun, numberOf(index), item[firstField] as string));
  const { translating } = language;

  return (
    <Panel
      title={`${capitalised(noun)}s`}
      description={
        translating
          ? `${items.length} of at most ${max}, ${shownAs}. They are added, ordered and removed in ${languageName(language.primary)}.`
          : `${items.length} of at most ${max}, ${shownAs}.`
      }
      actions={
        !translating && (
          <AddButton id={addId} onClick={add} disabled={items.length >= max}>
            {`Add ${noun.split(' ').map(capitalised).join(' ')}`}
          </AddButton>
        )
      }
    >
      {items.length === 0 ? (
        <EmptyList>{`No ${noun}s yet.`}</EmptyList>
      ) : (
        <SortableItems keys={keys} names={names} grid={layout === 'tiles'} onMove={move}>
          <ol className={LAYOUTS[layout].list}>
            {items.map((item, index) => {
              const at = `${path}.${index}`;
              const row: Omit<ItemRow<T>, 'controls'> = {
                number: numberOf(index),
                path: at,
                update: (patch) => update(index, patch),
                field: (key) => ({
                  path: `${at}.${key}`,
                  // TextKey picks the string fields, which TypeScript cannot follow through T.
                  value: item[key] as string,
                  onChange: (value) => update(index, { [key]: value } as Partial<T>),
                  error: errors[`${at}.${key}`],
                }),
                error: (key) => errors[`${at}.${key}`],
                flag: (key) => ({
                  path: `${at}.${key}`,
                  checked: item[key] as boolean,
                  onChange: (checked) => update(index, { [key]: checked } as Partial<T>),
                }),
                translated: (key) =>
                  translatedText({
                    item,
                    path: at,
                    section: path,
                    tag: language.tag,
                    key,
                    onChange: (changed) => update(index, { translations: changed.translations } as Partial<T>),
                    errors,
                  }),
                language,
              };
              return (
                <SortableItem
                  key={keys[index]}
                  id={keys[index]!}
                  label={`Reorder ${names[index]}`}
                  className={LAYOUTS[layout].item}
                >
                  {(handle) =>
                    renderItem(item, {
                      ...row,
                      controls: !translating && (
                        <>
                          {handle}
                          <DeleteButton label={`Delete ${names[index]}`} onClick={() => remove(index)} />
                        </>
                      ),
                    })
                  }
                </SortableItem>
              );
            })}
          </ol>
        </SortableItems>
      )}
    </Panel>
  );
}

/** `blog post` → `Blog post`. */
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
