import { useEffect, useState } from 'react';

/**
 * Focuses an element by id after the next render, for controls that a state change is about to
 * show (a new item's field, a field on another tab).
 */
export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string>();

  useEffect(() => {
    if (target === undefined) return;
    document.getElementById(target)?.focus();
    setTarget(undefined);
  }, [target]);

  return setTarget;
}
