import type { ComponentProps } from 'react';

// The outline icons of the public page and the connectivity indicator: lucide's drawings (ISC
// licence), each as one path. lucide-react's component machinery costs the page's script about
// 1.5 KB of gzip; the admin, loaded on demand, keeps using it.

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

export const ArrowRightIcon = strokeIcon('M5 12h14M12 5l7 7-7 7');
export const ArrowUpRightIcon = strokeIcon('M7 7h10v10M7 17 17 7');
export const ClockIcon = strokeIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2');
export const CloudOffIcon = strokeIcon(
  'M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78M2 2l20 20',
);
export const DownloadIcon = strokeIcon('M12 15V3M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5');
export const MailIcon = strokeIcon(
  'M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
);
export const MenuIcon = strokeIcon('M4 5h16M4 12h16M4 19h16');
export const WifiOffIcon = strokeIcon(
  'M12 20h.01M8.5 16.429a5 5 0 0 1 7 0M5 12.859a10 10 0 0 1 5.17-2.69M19 12.859a10 10 0 0 0-2.007-1.523M2 8.82a15 15 0 0 1 4.177-2.643M22 8.82a15 15 0 0 0-11.288-3.764M2 2l20 20',
);
export const XIcon = strokeIcon('M18 6 6 18M6 6l12 12');
