import { useId, useState } from 'react';

/**
 * A key for each item of a list, which the document does not have: React and the drag and drop
 * keep each item's elements, and the focus in them, by it. An item keeps its key while it is the
 * same object (moved, or others added or deleted around it) and when the list's own edit replaces
 * it with a changed copy (`carry`); items that arrive as a whole new list (a restore, an import,
 * another tab's version) get new keys. Keys never reach the document.
 */
export function useItemKeys<T extends object>(items: readonly T[]) {
  const list = useId();
  const [keyOf] = useState(() => new WeakMap<T, string>());
  const [next] = useState(() => counter());
  const keys = items.map((item) => {
    let key = keyOf.get(item);
    if (key === undefined) {
      key = `${list}${next()}`;
      keyOf.set(item, key);
    }
    return key;
  });
  return { keys, carry: (from: T, to: T) => keyOf.set(to, keyOf.get(from)!) };
}

/** 1, 2, 3…: a new number at each call. */
function counter(): () => number {
  let count = 0;
  return () => (count += 1);
}
