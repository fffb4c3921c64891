import { limitOf, type Portfolio } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { useListEditor } from './use-list-editor';
import type { FieldErrors } from '../form/validate-portfolio';
import { AddButton, DeleteButton, EmptyList, itemName } from './item-controls';
import { Panel } from '../form/panel';
import { SortableItem, SortableItems } from './sortable-items';

/** The keys of an item's text fields. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
/** The keys of an item's yes-or-no fields ('hidden', 'featured'). */
type FlagKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** The document's sections that are lists: a new one is a list the owner arranges as it is made. */
type ListSection = { [K in keyof Portfolio]: Portfolio[K] extends unknown[] ? K : never }[keyof Portfolio];

/** What a tab of one of the document's lists is given: the list, where its changes go, and the document's errors. */
export type ListTabProps<K extends ListSection> = { [key in K]: Portfolio[K] } & {
  onChange: (items: Portfolio[K]) => void;
  errors: FieldErrors;
};

/** What a tab needs to draw one item's fields. */
export interface ItemRow<T> {
  /** As the owner reads it: `1`, or `01` for projects. */
  number: string;
  /** The item's dotted path in the document: `projects.1`. */
  path: string;
  update: (patch: Partial<T>) => void;
  /** One text field's path, value, change and error, as `TextField` takes them. */
  field: (key: TextKey<T>) => { path: string; value: string; onChange: (value: string) => void; error?: string };
  /** One yes-or-no field's path, value and change, as `FlagField` takes them. */
  flag: (key: FlagKey<T>) => { path: string; checked: boolean; onChange: (checked: boolean) => void };
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
 * kept where a keyboard user expects it. The tab only draws an item's fields.
 */
export function ItemList<T extends object>({
  path,
  title,
  shownAs,
  noun,
  addLabel,
  emptyText,
  layout,
  items,
  onChange,
  errors,
  create,
  firstField,
  nameOf,
  numberOf = (index) => String(index + 1),
  renderItem,
}: {
  path: ListSection;
  title: string;
  /** Where the public page shows the list: "shown as 'Featured Projects'". */
  shownAs: string;
  /** What one item is called in its buttons' names: 'blog post'. */
  noun: string;
  addLabel: string;
  emptyText: string;
  layout: keyof typeof LAYOUTS;
  items: T[];
  onChange: (items: T[]) => void;
  errors: FieldErrors;
  create: () => T;
  /** The field a new item's focus goes to. */
  firstField: TextKey<T>;
  /** The item's name, which its buttons say. */
  nameOf: (item: T) => string;
  numberOf?: (index: number) => string;
  renderItem: (item: T, row: ItemRow<T>) => ReactNode;
}) {
  const max = limitOf(path);
  const addId = `add-${noun.replaceAll(' ', '-')}`;
  const { keys, add, remove, update, move } = useListEditor(items, onChange, { path, firstField, create, addId });
  const names = items.map((item, index) => itemName(noun, numberOf(index), nameOf(item)));

  return (
    <Panel
      title={title}
      description={`${items.length} of at most ${max}, ${shownAs}.`}
      actions={
        <AddButton id={addId} onClick={add} disabled={items.length >= max}>
          {addLabel}
        </AddButton>
      }
    >
      {items.length === 0 ? (
        <EmptyList>{emptyText}</EmptyList>
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
                flag: (key) => ({
                  path: `${at}.${key}`,
                  checked: item[key] as boolean,
                  onChange: (checked) => update(index, { [key]: checked } as Partial<T>),
                }),
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
                      controls: (
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
