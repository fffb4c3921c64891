import { fieldId } from '../form/validate-portfolio';
import { useFocusLater } from '../form/use-focus-later';
import { useItemKeys } from './use-item-keys';

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
 * Adding, removing, changing and moving the items of one of the document's lists, each item with
 * a key of its own (`keys`), and focus where a keyboard user expects it: on a new item's first
 * field, and back on the add button after a removal. A moved item keeps its elements, so its
 * focus stays where it was.
 */
export function useListEditor<T extends object>(
  items: T[],
  onChange: (items: T[]) => void,
  { path, firstField, create, addId }: ListOptions<T>,
) {
  const focusLater = useFocusLater();
  const { keys, carry } = useItemKeys(items);
  return {
    keys,
    add: () => {
      onChange([...items, create()]);
      focusLater(fieldId(`${path}.${items.length}.${firstField}`));
    },
    remove: (index: number) => {
      onChange(items.filter((_, other) => other !== index));
      focusLater(addId);
    },
    update: (index: number, patch: Partial<T>) =>
      onChange(
        items.map((item, at) => {
          if (at !== index) return item;
          const changed = { ...item, ...patch };
          carry(item, changed);
          return changed;
        }),
      ),
    move: (from: number, to: number) => {
      const moved = items.filter((_, at) => at !== from);
      moved.splice(to, 0, items[from]!);
      onChange(moved);
    },
  };
}
