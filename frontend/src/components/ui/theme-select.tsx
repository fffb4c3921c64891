import type { SiteTheme } from '@portfolio/contract';

/**
 * The visitor's theme control, named 'Theme'. The head script runs it (src/head/head-script.ts) on
 * every page, the post page too, which has no app: it shows the choice in use and applies a new
 * one. So this only draws it, uncontrolled, showing `choice` when drawn: the site's default on
 * the server, which the head script turns to the visitor's own. Without scripts it could not work,
 * and is not shown.
 */
export function ThemeSelect({ choice }: { choice: SiteTheme }) {
  return (
    <select
      name="theme"
      aria-label="Theme"
      defaultValue={choice}
      // Its focus ring is the site's own (index.css).
      className="ml-auto h-9 shrink-0 rounded-full border border-white/10 bg-zinc-950 px-3 text-sm text-zinc-300 [@media(scripting:none)]:hidden"
    >
      <option value="light">Light</option>
      <option value="dark">Dark</option>
      <option value="system">System</option>
    </select>
  );
}
