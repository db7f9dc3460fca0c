import type { DocumentStore } from '@fie/stores';

/**
 * The dashboard's figures (spec property-side.md §2: every sample widget becomes real). A figure is one real
 * count with a small series to chart: days oldest first, Africa/Accra days (GMT all year, so UTC dates).
 * Each feature adds its own figures as a source (sources.ts); a feature that is not built adds none, so the
 * dashboard never shows a made-up zero.
 */
export type Figure = {
  key: string;
  label: string;
  /** The headline number. */
  total: number;
  /** What the number counts, in words: 'in the last 30 days', 'saved now'. */
  detail: string;
  /** A breakdown of the total (listings by status). */
  parts?: { key: string; label: string; count: number }[];
  /** `daily`: what happened each day; `running`: how many there were at the end of each day. */
  series: { kind: 'daily' | 'running'; days: string[]; counts: number[] };
  /** What the chart counts when it is not the figure itself: 'Viewing requests' beside 'Upcoming viewings'. */
  seriesLabel?: string;
  /** The same figure for each listing, by listing id (lister figures only). */
  perListing?: Record<string, number>;
};

/** The listings a lister's figures are about, and who answers their enquiries. */
export type ListerScope = {
  /** `user:{id}` or `organization:{id}`: the side of the conversations about these listings. */
  party: string;
  listings: { id: string; createdAt: string; status: string }[];
};

export type FigureContext = { documents: DocumentStore; now: Date; days: string[] };
export type ListerSource = (ctx: FigureContext, scope: ListerScope) => Promise<Figure[]>;
export type SeekerSource = (ctx: FigureContext, person: { userId: string }) => Promise<Figure[]>;

export const WINDOW_DAYS = 30;
export const dayOf = (iso: string) => iso.slice(0, 10);

/** The last `n` days up to today, oldest first. */
export function lastDays(now: Date, n = WINDOW_DAYS): string[] {
  return Array.from({ length: n }, (_, i) => new Date(now.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Counts per day of these dates (ISO strings), within `days`. */
export function daily(days: string[], dates: Iterable<string>, weights?: Iterable<number>): number[] {
  const index = new Map(days.map((d, i) => [d, i]));
  const counts = days.map(() => 0);
  const w = weights ? [...weights] : undefined;
  let i = 0;
  for (const date of dates) {
    const at = index.get(dayOf(date));
    if (at !== undefined) counts[at]! += w ? w[i]! : 1;
    i++;
  }
  return counts;
}

/** How many of these dates fall on or before the end of each day. */
export function running(days: string[], dates: Iterable<string>): number[] {
  const sorted = [...dates].map(dayOf).sort();
  let k = 0;
  return days.map((day) => {
    while (k < sorted.length && sorted[k]! <= day) k++;
    return k;
  });
}

export const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
