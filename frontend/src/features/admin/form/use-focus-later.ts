import { useEffect, useState } from 'react';

/**
 * Focuses an element by id after the next render, for controls that a state change is about to
 * show (a new item's field, a field on another tab).
 */
export function useFocusLater(): (id: string) => void {
  // A new object per request, so asking twice for the same element focuses it twice.
  const [target, setTarget] = useState<{ id: string }>();

  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);

  return (id) => setTarget({ id });
}
