import { encode } from 'uqr';

/**
 * A QR code drawn here, as one SVG path: the secret it carries never leaves the page for a
 * third-party service. Dark modules on white with a quiet zone, as scanners expect, in either
 * theme (a literal white: the theme's white turns dark in the light one).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg bg-[#fff]"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
