import { fieldId } from '../lib/validate-portfolio';
import { useFocusLater } from './use-focus-later';

interface ListOptions<T> {
  /** The list's path in the document (`blogs`). */
  path: string;
  /** The field a new item's focus goes to (`title`). */
  firstField: string;
  create: () => T;
  /** The id of the list's add button, where focus returns after a removal. */
  addId: string;
}

/**
 * Adding, removing and changing the items of one of the document's lists, with focus where a
 * keyboard user expects it: on a new item's first field, and back on the add button after a removal.
 */
export function useListEditor<T extends object>(
  items: T[],
  onChange: (items: T[]) => void,
  { path, firstField, create, addId }: ListOptions<T>,
) {
  const focusLater = useFocusLater();
  return {
    add: () => {
      onChange([...items, create()]);
      focusLater(fieldId(`${path}.${items.length}.${firstField}`));
    },
    remove: (index: number) => {
      onChange(items.filter((_, other) => other !== index));
      focusLater(addId);
    },
    update: (index: number, patch: Partial<T>) =>
      onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item))),
  };
}
