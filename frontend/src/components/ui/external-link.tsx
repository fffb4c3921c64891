import type { ComponentProps } from 'react';
import { useLocale } from '@/lib/locale';

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const { words } = useLocale();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{` ${words.opensInNewTab}`}</span>
    </a>
  );
}
