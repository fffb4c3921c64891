import { useEffect, useEffectEvent } from 'react';

/** Ctrl+S (⌘S on a Mac) saves instead of the browser's "save page", while `enabled`. */
export function useSaveShortcut(save: () => void, enabled: boolean): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (enabled) save();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
