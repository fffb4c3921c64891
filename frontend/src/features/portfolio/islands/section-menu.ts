import { islandWordsOf } from '@/lib/island-words';

/**
 * The narrow screen's section menu (site-header.tsx): its button opens and closes it, and so do
 * Escape and following a link. Only the button's state changes here; the stylesheet shows the
 * list and swaps the icon from `aria-expanded`.
 */
export function attachSectionMenu(header: HTMLElement): () => void {
  const button = header.querySelector<HTMLButtonElement>('button[aria-controls="section-links"]');
  if (!button) return () => {};
  const words = islandWordsOf(header);
  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? words.closeMenu : words.openMenu);
  };
  const toggle = () => show(button.getAttribute('aria-expanded') !== 'true');
  const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && show(false);
  const closeOnLink = (event: MouseEvent) =>
    event.target instanceof Element && event.target.closest('#section-links a') && show(false);

  const attached = new AbortController();
  const { signal } = attached;
  button.addEventListener('click', toggle, { signal });
  header.addEventListener('keydown', closeOnEscape, { signal });
  header.addEventListener('click', closeOnLink, { signal });
  return () => attached.abort();
}
