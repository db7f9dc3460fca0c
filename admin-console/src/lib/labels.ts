import { acquisitionLabels, categoryLabels, listingReportReasonLabels, regions, reportReasonLabels, typeLabels } from '@fie/domain';

/**
 * The words staff read for the codes records carry: the domain's own label maps (the site says the same),
 * and for a code no map knows, the code as a sentence ('let_or_sold' → 'Let or sold') rather than the raw code.
 */
export const sentence = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
};

const from = (labels: Record<string, string>) => (code: string | null | undefined) => (code ? (labels[code] ?? sentence(code)) : '—');

export const typeLabel = from(typeLabels);
export const categoryLabel = from(categoryLabels);
export const acquisitionLabel = from(acquisitionLabels);
export const regionLabel = from(Object.fromEntries(regions.map((r) => [r.code, r.name])));
export const listingReportReasonLabel = from(listingReportReasonLabels);
export const messageReportReasonLabel = from(reportReasonLabels);
/** A listing's status (published, hidden, let…), or a decision or outcome code, as a sentence. */
export const statusLabel = from({});
