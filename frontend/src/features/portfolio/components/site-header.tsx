import { islandWords, type SiteTheme, type WordKey } from '@portfolio/contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { ThemeSelect } from '@/components/ui/theme-select';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/locale';
import { useIsland } from '@/lib/use-island';
import { attachSectionMenu } from '../islands/section-menu';

/** The page's in-page anchors, in page order, each named by its word. */
const SECTIONS = ['home', 'skills', 'projects', 'blog', 'contact'] as const satisfies readonly WordKey[];

/** The section links' look, in the menu and in the row alike. */
const SECTION_LINK =
  'block rounded-full px-4 py-2.5 text-sm text-zinc-300 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-300 md:py-2';

/** The open menu: the links one under another, the bar's width, under the bar. */
const MENU_PANEL =
  'absolute inset-x-0 top-16 flex flex-col gap-1 border-b border-white/10 bg-zinc-950 px-5 py-4 shadow-2xl shadow-black/60';

/**
 * The same, for the list after the menu button while the button says it is open: only then, so
 * that without a script (no-script.css) the list shows as a row in place.
 */
const OPEN_MENU_PANEL =
  'peer-aria-expanded:absolute peer-aria-expanded:inset-x-0 peer-aria-expanded:top-16 peer-aria-expanded:flex peer-aria-expanded:flex-col peer-aria-expanded:gap-1 peer-aria-expanded:border-b peer-aria-expanded:border-white/10 peer-aria-expanded:bg-zinc-950 peer-aria-expanded:px-5 peer-aria-expanded:py-4 peer-aria-expanded:shadow-2xl peer-aria-expanded:shadow-black/60';

/**
 * The sticky top bar: the owner's name, and the section links, in a row on wide screens and
 * behind a menu button on narrow ones. On a page other than the home page (at `home`, e.g. `/`),
 * which is served without a script, the links lead to the home page's sections and the menu is a
 * `<details>`, which opens without one.
 */
export function SiteHeader({ name, home, siteTheme }: { name: string; home?: string; siteTheme: SiteTheme }) {
  const header = useIsland(attachSectionMenu);
  const locale = useLocale();
  const { words } = locale;

  return (
    <header
      ref={header}
      data-island={home === undefined ? 'section-menu' : undefined}
      data-words={home === undefined ? islandWords(locale, ['openMenu', 'closeMenu']) : undefined}
      className="sticky top-0 z-40 border-b border-white/5 bg-zinc-950/80 backdrop-blur-md"
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-emerald-400 px-3 py-2 text-sm font-medium text-zinc-950 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        {words.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <a
          href={home ?? '#home'}
          className="truncate rounded-md text-base font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-300"
        >
          {name}
        </a>
        <ThemeSelect choice={siteTheme} />
        <nav aria-label={words.sections}>
          {home === undefined ? (
            <>
              {/* Opened and closed by its island, which sets aria-expanded: the list beside it
                  (peer) and its icons (group) follow that attribute. */}
              <Button
                variant="ghost"
                size="icon"
                className="group peer md:hidden"
                aria-label={words.openMenu}
                aria-expanded={false}
                aria-controls="section-links"
              >
                <MenuIcon className="group-aria-expanded:hidden" />
                <XIcon className="hidden group-aria-expanded:block" />
              </Button>
              <ul
                id="section-links"
                className={cn(
                  'hidden md:flex md:items-center md:gap-1',
                  OPEN_MENU_PANEL,
                  'md:static md:flex-row md:border-0 md:bg-transparent md:p-0 md:shadow-none',
                )}
              >
                {SECTIONS.map((section) => (
                  <li key={section}>
                    <a href={`#${section}`} className={SECTION_LINK}>
                      {words[section]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <details className="group md:hidden">
                <summary
                  aria-label={words.menu}
                  className={buttonVariants({
                    variant: 'ghost',
                    size: 'icon',
                    className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
                  })}
                >
                  <MenuIcon className="group-open:hidden" />
                  <XIcon className="hidden group-open:block" />
                </summary>
                <ul className={MENU_PANEL}>
                  <PageLinks home={home} />
                </ul>
              </details>
              <ul className="hidden items-center gap-1 md:flex">
                <PageLinks home={home} />
              </ul>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** The links to the home page's sections from another page, in the menu or the row. */
function PageLinks({ home }: { home: string }) {
  const { words } = useLocale();
  return SECTIONS.map((section) => (
    <li key={section}>
      <a href={`${home}#${section}`} className={SECTION_LINK}>
        {words[section]}
      </a>
    </li>
  ));
}
