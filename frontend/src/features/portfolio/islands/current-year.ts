/**
 * The footer's year (site-footer.tsx) as the browser's clock reads it: the pre-rendered page says
 * the year it was rendered in, so a page rendered on 31 December still says the right year the
 * day after. Nothing to detach.
 */
export function showCurrentYear(year: HTMLElement): () => void {
  const current = String(new Date().getFullYear());
  // Written only when it differs: a write lays the footer out again, for nothing most days.
  if (year.textContent !== current) year.textContent = current;
  return () => {};
}
