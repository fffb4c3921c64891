import type { ComponentProps } from 'react';
import { ICON_PATHS } from './icon-paths';

// The outline icons of the public page and the connectivity indicator, each as one path
// (icon-paths.ts). lucide-react's component machinery costs the page's script about 1.5 KB of
// gzip; the admin, loaded on demand, keeps using it.

type IconProps = ComponentProps<'svg'>;

/** A 24 × 24 outline icon, drawn like lucide's, decorative unless given a name. */
function strokeIcon(path: string) {
  return function StrokeIcon(props: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const ArrowRightIcon = strokeIcon(ICON_PATHS.arrowRight);
export const ArrowUpRightIcon = strokeIcon(ICON_PATHS.arrowUpRight);
export const ClockIcon = strokeIcon(ICON_PATHS.clock);
export const DownloadIcon = strokeIcon(ICON_PATHS.download);
export const MailIcon = strokeIcon(ICON_PATHS.mail);
export const MenuIcon = strokeIcon(ICON_PATHS.menu);
export const XIcon = strokeIcon(ICON_PATHS.x);
