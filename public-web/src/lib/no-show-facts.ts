/** A no-show recorded against someone (issue 33), as anyone reads it beside their reputation: only their answer, if they gave one. */
export type NoShowFact = { id: string; answer: string | null };

/** Reads the no-shows an answer lists, whatever else it holds (an answer from an older server has none). */
export function toNoShowFacts(value: unknown): NoShowFact[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object')
    .map((v) => ({ id: typeof v.id === 'string' ? v.id : '', answer: typeof v.answer === 'string' ? v.answer : null }))
    .filter((v) => v.id);
}
