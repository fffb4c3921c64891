import type { DailyTotals } from '@portfolio/contract';

const WIDTH = 720;
const HEIGHT = 200;
const TOP = 12;
const BOTTOM = 24;
const LEFT = 36;

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least `value`. */
function scaleTop(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

/**
 * Visits as bars and visitors as a line, day by day: drawn for the eye only, as the same figures
 * are in the table beside it for screen readers.
 */
export function VisitsChart({ days }: { days: DailyTotals[] }) {
  const top = scaleTop(Math.max(0, ...days.map(({ visits }) => visits)));
  const step = (WIDTH - LEFT) / Math.max(days.length, 1);
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / top);
  const x = (index: number) => LEFT + step * (index + 0.5);
  const line = days.map(({ visitors }, index) => `${x(index).toFixed(1)},${y(visitors).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full text-zinc-500"
      aria-hidden="true"
      data-testid="visits-chart"
    >
      {[0, top / 2, top].map((value) => (
        <g key={value}>
          <line x1={LEFT} x2={WIDTH} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.25} />
          <text x={LEFT - 6} y={y(value) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {value}
          </text>
        </g>
      ))}
      {days.map(({ day, visits }, index) => (
        <rect
          key={day}
          x={x(index) - step * 0.35}
          width={step * 0.7}
          y={y(visits)}
          height={y(0) - y(visits)}
          rx={2}
          className="fill-sky-400/40"
          data-visits={visits}
        />
      ))}
      <polyline points={line} fill="none" strokeWidth={2} className="stroke-emerald-300" />
      {[0, days.length - 1].map((index) =>
        days[index] ? (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? 'start' : 'end'}
            fontSize={11}
            fill="currentColor"
          >
            {days[index].day}
          </text>
        ) : null,
      )}
    </svg>
  );
}
