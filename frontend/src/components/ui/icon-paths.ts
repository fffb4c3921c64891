// The drawings of the outline icons (lucide's, ISC licence), each as one path: icons.tsx draws
// them with React, and drawIcon here for the parts a page's islands draw without it.

export const ICON_PATHS = {
  arrowRight: 'M5 12h14M12 5l7 7-7 7',
  arrowUpRight: 'M7 7h10v10M7 17 17 7',
  clock: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2',
  cloudOff:
    'M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78M2 2l20 20',
  download: 'M12 15V3M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5',
  mail: 'M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  menu: 'M4 5h16M4 12h16M4 19h16',
  wifiOff:
    'M12 20h.01M8.5 16.429a5 5 0 0 1 7 0M5 12.859a10 10 0 0 1 5.17-2.69M19 12.859a10 10 0 0 0-2.007-1.523M2 8.82a15 15 0 0 1 4.177-2.643M22 8.82a15 15 0 0 0-11.288-3.764M2 2l20 20',
  x: 'M18 6 6 18M6 6l12 12',
} as const;

/** The attributes of a 24 × 24 outline icon, as the DOM names them (icons.tsx, as React does); decorative. */
const ICON_ATTRIBUTES = {
  width: '24',
  height: '24',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
} as const;

const SVG = 'http://www.w3.org/2000/svg';

/** An outline icon as an element, as icons.tsx draws it. */
export function drawIcon(path: string, className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries(ICON_ATTRIBUTES)) svg.setAttribute(name, value);
  svg.setAttribute('class', className);
  const drawing = document.createElementNS(SVG, 'path');
  drawing.setAttribute('d', path);
  svg.append(drawing);
  return svg;
}
