/**
 * A small chart of a figure over time: one inline SVG (a line, its shaded area and a dot on the latest
 * value), no chart library, so a dashboard of them costs a few hundred bytes. The highest value reaches the
 * top; a series of zeros lies flat on the bottom. Screen readers get `label`, which should say what the
 * line shows in words.
 */
export type SparklineProps = {
  values: readonly number[];
  label: string;
  width?: number;
  height?: number;
  color?: string;
};

const PAD = 2;

export function sparklinePoints(values: readonly number[], width: number, height: number): [number, number][] {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0;
  const x = (i: number) => (values.length > 1 ? PAD + i * step : width / 2);
  const y = (v: number) => height - PAD - (Math.max(0, v) / max) * (height - 2 * PAD);
  return values.map((v, i) => [round(x(i)), round(y(v))]);
}

const round = (n: number) => Math.round(n * 10) / 10;

export function Sparkline({ values, label, width = 120, height = 32, color = 'currentColor' }: SparklineProps) {
  const points = sparklinePoints(values, width, height);
  const last = points[points.length - 1];
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const area = points.length > 1 ? `M${points[0]![0]},${height - PAD} L${line.replace(/ /g, ' L')} L${last![0]},${height - PAD} Z` : '';
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height} style={{ display: 'block', overflow: 'visible', color }}>
      {area ? <path d={area} fill="currentColor" fillOpacity={0.12} stroke="none" /> : null}
      {points.length > 1 ? <polyline points={line} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" /> : null}
      {last ? <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}
