// A GhanaPostGPS digital address: two letters, a 3 or 4 digit area and a 4 digit cell, e.g. GA-183-8164.
// Only the shape is checked (the spec asks no more): the letters are not a region code to be looked up, and
// whether the address exists can only be answered by GhanaPost's service.
const DIGITAL_ADDRESS = /^[A-Z]{2}-\d{3,4}-\d{4}$/i;

export function isDigitalAddress(s: string): boolean {
  return DIGITAL_ADDRESS.test(s.trim());
}

/** The stored form, upper case and trimmed ('ga-183-8164' → 'GA-183-8164'), or undefined when it is not one. */
export function normalizeDigitalAddress(s: string): string | undefined {
  const t = s.trim();
  return DIGITAL_ADDRESS.test(t) ? t.toUpperCase() : undefined;
}
