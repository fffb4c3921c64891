import type { SiteTheme } from '@portfolio/contract';
import { useLocale } from '@/lib/locale';

/**
 * The visitor's theme control, named 'Theme' in the page's language. The head script runs it (src/head/head-script.ts) on
 * every page, the post page too, which has no app: it shows the choice in use and applies a new
 * one. So this only draws it, uncontrolled, showing `choice` when drawn: the site's default on
 * the server, which the head script turns to the visitor's own. Without scripts it could not work,
 * and is not shown.
 */
export function ThemeSelect({ choice }: { choice: SiteTheme }) {
  const { words } = useLocale();
  return (
    <select
      name="theme"
      aria-label={words.theme}
      defaultValue={choice}
      // Its focus ring is the site's own (index.css).
      className="ml-auto h-9 shrink-0 rounded-full border border-white/10 bg-zinc-950 px-3 text-sm text-zinc-300 [@media(scripting:none)]:hidden"
    >
      <option value="light">{words.themeLight}</option>
      <option value="dark">{words.themeDark}</option>
      <option value="system">{words.themeSystem}</option>
    </select>
  );
}
