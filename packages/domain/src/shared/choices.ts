/**
 * A closed set of choices and the words shown for each, written once as one table: `values` in the table's order
 * (what the schemas give z.enum, and the order screens list them in) and `labels` by value. No zod here, so a
 * screen that only shows the labels (the staff console) does not bundle the schemas with them.
 */
export function choices<const L extends Record<string, string>>(labels: L): { values: readonly [keyof L & string, ...(keyof L & string)[]]; labels: Record<keyof L & string, string> } {
  return { values: Object.keys(labels) as unknown as readonly [keyof L & string, ...(keyof L & string)[]], labels };
}
