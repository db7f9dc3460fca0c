/**
 * Small readers for the API's answers. Records arrive in both naming styles (first_name / firstName,
 * _id / id), so screens read them through these instead of trusting one spelling.
 */
export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export function text(raw: Raw, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

/** `{result: {organization}}`, `{organization}` or the record itself: the spec shows all three. */
export function unwrap(body: unknown, key: string): unknown {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.result) && key in body.result) return body.result[key];
  if (key in body) return body[key];
  return body;
}
