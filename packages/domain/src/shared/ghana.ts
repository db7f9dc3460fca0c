/** Ghana's 16 regions (since 2019) and their capitals. Many libraries still ship the old ten. */
export const regions = [
  { code: 'greater_accra', name: 'Greater Accra', capital: 'Accra' },
  { code: 'ashanti', name: 'Ashanti', capital: 'Kumasi' },
  { code: 'western', name: 'Western', capital: 'Sekondi' },
  { code: 'western_north', name: 'Western North', capital: 'Sefwi Wiawso' },
  { code: 'central', name: 'Central', capital: 'Cape Coast' },
  { code: 'eastern', name: 'Eastern', capital: 'Koforidua' },
  { code: 'volta', name: 'Volta', capital: 'Ho' },
  { code: 'oti', name: 'Oti', capital: 'Dambai' },
  { code: 'northern', name: 'Northern', capital: 'Tamale' },
  { code: 'savannah', name: 'Savannah', capital: 'Damongo' },
  { code: 'north_east', name: 'North East', capital: 'Nalerigu' },
  { code: 'upper_east', name: 'Upper East', capital: 'Bolgatanga' },
  { code: 'upper_west', name: 'Upper West', capital: 'Wa' },
  { code: 'bono', name: 'Bono', capital: 'Sunyani' },
  { code: 'bono_east', name: 'Bono East', capital: 'Techiman' },
  { code: 'ahafo', name: 'Ahafo', capital: 'Goaso' },
] as const;

export type RegionCode = (typeof regions)[number]['code'];

/**
 * The older wizard's codes that still name one of today's regions. 'brong_ahafo' is left out on purpose:
 * it split into Bono, Bono East and Ahafo in 2019, so it no longer names one region.
 */
export const legacyRegionCodes: Record<string, RegionCode> = {
  g_accra: 'greater_accra',
  ashanti: 'ashanti',
  central: 'central',
  western: 'western',
  eastern: 'eastern',
  volta: 'volta',
  northern: 'northern',
  upper_east: 'upper_east',
  upper_west: 'upper_west',
};

/** A region as a code, from a code, an older wizard's code or a name ('Greater Accra', 'Volta Region'); '' when unknown. */
export function regionCodeOf(value: string | undefined): RegionCode | '' {
  const text = (value ?? '').trim();
  const code = text.toLowerCase().replace(/[\s-]+/g, '_').replace(/_region$/, '');
  const known = regions.find((r) => r.code === code);
  if (known) return known.code;
  if (legacyRegionCodes[code]) return legacyRegionCodes[code]!;
  const name = text.toLowerCase().replace(/\s+region$/, '');
  return regions.find((r) => r.name.toLowerCase() === name)?.code ?? '';
}

export const productName = 'Fie';
export const productTagline = 'Making acquiring, renting, leasing and selling property quick, easy and secure.';
