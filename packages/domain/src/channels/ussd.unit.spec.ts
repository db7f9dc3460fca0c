import { ussdAlertsScreen, ussdResultsScreen, ussdStep, ussdTexts, USSD_SCREEN_CHARS, type UssdCatalogue, type UssdStep } from './ussd';

const regions = Array.from({ length: 16 }, (_, i) => ({ code: i === 0 ? 'greater_accra' : `region_${i}`, name: i === 0 ? 'Greater Accra' : `Region ${i}` }));
const catalogue: UssdCatalogue = {
  regions,
  towns: (code) => (code === 'greater_accra' ? Array.from({ length: 8 }, (_, i) => ({ id: `greater_accra:t${i}`, name: i === 7 ? 'Madina' : `Town ${i}` })) : []),
};
const screenOf = (step: UssdStep) => (step.kind === 'con' ? step.text : `(${step.kind})`);
const KINDS = 'What kind of place?\n1 Single room\n2 Chamber and hall\n3 Self-contained\n4 Flat\n5 House\n6 Shop\n7 Land\n8 Any\n0 Back 00 Home';

describe('the USSD menu', () => {
  test('When a session starts, then it shows Rent, Buy, Short stay, My alerts and Language, with no Back on the first screen', () => {
    expect(ussdStep('', catalogue)).toEqual({ kind: 'con', text: ussdTexts.main });
  });

  test('When Rent is chosen, then regions are numbered with 99 More, 0 Back and 00 Home; 99 shows the next ones and 0 the ones before', () => {
    expect(screenOf(ussdStep('1', catalogue))).toMatch(/^Region\?\n1 Greater Accra\n2 Region 1[\s\S]*\n99 More\n0 Back 00 Home$/);
    expect(screenOf(ussdStep('1*99', catalogue))).toMatch(/^Region\?\n1 Region 7\n/);
    expect(ussdStep('1*99*0', catalogue)).toEqual(ussdStep('1', catalogue));
  });

  test('When the path goes through region, town (on its second page), the kind of place, bedrooms and price, then it is a search, and 1 or 2 text it or set an alert', () => {
    expect(screenOf(ussdStep('1*1', catalogue))).toMatch(/^Town in Greater Accra\?\n1 Town 0[\s\S]*\n99 More\n0 Back 00 Home$/);
    expect(screenOf(ussdStep('1*1*99*2', catalogue))).toBe(KINDS);
    expect(screenOf(ussdStep('1*1*99*2*4', catalogue))).toBe('Bedrooms?\n1 One\n2 Two\n3 Three\n4 Four or more\n5 Any\n0 Back 00 Home');
    expect(screenOf(ussdStep('1*1*99*2*4*2', catalogue))).toBe('Highest rent a month?\n1 Up to GHS 500\n2 Up to GHS 1,000\n3 Up to GHS 2,000\n4 Up to GHS 5,000\n5 Any price\nOr type an amount, e.g. 1500\n0 Back 00 Home');
    const search = { acquisition: 'rent', regionCode: 'greater_accra', placeId: 'greater_accra:t7', placeName: 'Madina', kind: 'flat', category: 'residential', type: 'apartment', bedrooms: 2, maxPrice: 1500 };
    expect(ussdStep('1*1*99*2*4*2*1500', catalogue)).toEqual({ kind: 'search', search, then: 'show' });
    expect(ussdStep('1*1*99*2*4*2*1500*1', catalogue)).toEqual({ kind: 'search', search, then: 'text' });
    expect(ussdStep('1*1*99*2*4*2*1500*2', catalogue)).toEqual({ kind: 'search', search, then: 'alert' });
    // A band instead of an amount; any price; any bedrooms.
    expect(ussdStep('1*1*99*2*4*5*3', catalogue)).toMatchObject({ kind: 'search', search: { type: 'apartment', maxPrice: 2000 } });
    expect(ussdStep('1*1*99*2*4*2*5', catalogue)).toEqual({ kind: 'search', search: { ...search, maxPrice: undefined }, then: 'show' });
  });

  test('A chamber and hall or a single room is not asked its bedrooms; land and a shop are searched by their own kind', () => {
    expect(screenOf(ussdStep('1*1*1*2', catalogue))).toMatch(/^Highest rent a month\?/);
    expect(ussdStep('1*1*1*2*5', catalogue)).toEqual({ kind: 'search', search: { acquisition: 'rent', regionCode: 'greater_accra', placeId: 'greater_accra:t0', placeName: 'Town 0', kind: 'chamber_and_hall', category: 'residential', type: 'chamber_and_hall' }, then: 'show' });
    expect(ussdStep('1*1*1*7*5', catalogue)).toMatchObject({ kind: 'search', search: { kind: 'land', category: 'farmland' } });
    expect(ussdStep('1*1*1*6*5', catalogue)).toMatchObject({ kind: 'search', search: { kind: 'shop', category: 'commercial', type: 'retail_shop' } });
    // Buying offers no single room; Any searches every kind.
    expect(screenOf(ussdStep('2*1*1', catalogue))).toBe('What kind of place?\n1 House\n2 Flat\n3 Land\n4 Shop\n5 Any\n0 Back 00 Home');
    expect(ussdStep('2*1*1*5*5*5', catalogue)).toEqual({ kind: 'search', search: { acquisition: 'buy', regionCode: 'greater_accra', placeId: 'greater_accra:t0', placeName: 'Town 0' }, then: 'show' });
  });

  test('When a key is not on the screen, then the same screen shows again with a short hint, and the session goes on', () => {
    expect(screenOf(ussdStep('9', catalogue))).toBe(`${ussdTexts.wrongKey}\n${ussdTexts.main}`);
    expect(screenOf(ussdStep('1*1*1*x', catalogue))).toBe(`${ussdTexts.wrongKey}\n${KINDS}`);
    expect(screenOf(ussdStep('1*1*1*12', catalogue))).toBe(`${ussdTexts.wrongKey}\n${KINDS}`);
    // The wrong key is passed over: the next right one goes on from the same screen.
    expect(screenOf(ussdStep('1*1*1*12*4', catalogue))).toMatch(/^Bedrooms\?/);
    expect(ussdStep('1*1*1*2*abc', catalogue)).toMatchObject({ kind: 'con', text: expect.stringMatching(/^That key is not on the list\. Choose again:\nHighest rent/) });
    expect(ussdStep('1*1*1*2*5*3', catalogue)).toMatchObject({ kind: 'search', then: 'show', hint: true });
    expect(ussdStep('4*1', catalogue)).toEqual({ kind: 'alerts', hint: true });
    // A region with no towns is not a choice.
    expect(screenOf(ussdStep('1*2', catalogue))).toMatch(/^That key is not on the list/);
  });

  test('0 goes back one screen and 00 home, from anywhere, however deep', () => {
    expect(ussdStep('1*1*1*2*0', catalogue)).toEqual(ussdStep('1*1*1', catalogue));
    expect(ussdStep('1*1*1*2*5*0*0*0', catalogue)).toEqual(ussdStep('1*1', catalogue));
    expect(ussdStep('1*1*1*2*5*00', catalogue)).toEqual(ussdStep('', catalogue));
    expect(ussdStep('1*1*1*2*00*2*1', catalogue)).toEqual(ussdStep('2*1', catalogue));
    expect(ussdStep('4*0', catalogue)).toEqual(ussdStep('', catalogue));
    expect(ussdStep('5*00', catalogue)).toEqual(ussdStep('', catalogue));
    // Back on the first screen stays there, saying the key is not on it.
    expect(screenOf(ussdStep('0', catalogue))).toBe(`${ussdTexts.wrongKey}\n${ussdTexts.main}`);
  });

  test('When My alerts is chosen, then it asks for them', () => {
    expect(ussdStep('4', catalogue)).toEqual({ kind: 'alerts' });
  });

  test('Every screen fits 182 characters, with its choices, Back and Home whole', () => {
    const long: UssdCatalogue = { regions, towns: () => Array.from({ length: 14 }, (_, i) => ({ id: `t${i}`, name: `Abokobi Junction Extension ${String(i).padStart(3, '0')}` })) };
    for (const path of ['', '1', '1*99', '1*99*99', '1*1', '1*1*99', '1*1*1', '1*1*1*4', '1*1*1*4*1', '1*1*1*x', '5', '2*1*1']) {
      const step = ussdStep(path, long);
      if (step.kind !== 'con') continue;
      expect({ path, length: step.text.length <= USSD_SCREEN_CHARS, cut: step.text.endsWith('...') }).toEqual({ path, length: true, cut: false });
      if (path) expect(step.text.endsWith('0 Back 00 Home')).toBe(true);
    }
    const screen = ussdResultsScreen(Array.from({ length: 3 }, () => 'ABCD 3-bed Chamber and hall, Community 25 Extension, GHS 12,345/mo'));
    expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_CHARS);
    expect(screen.endsWith('1 Text me details\n2 Set alert\n0 Back 00 Home')).toBe(true);
    const alerts = ussdAlertsScreen(Array.from({ length: 3 }, (_, i) => `${i + 1} 3-bed chamber and hall to rent in Community 25 Extension up to GHS 1,500/mo`));
    expect(alerts.length).toBeLessThanOrEqual(USSD_SCREEN_CHARS);
    expect(alerts.endsWith('Text STOP to end them.\n0 Back 00 Home')).toBe(true);
  });

  test('With nothing at the town, the results screen says so and how far the nearest are', () => {
    expect(ussdResultsScreen(['ABCD Chamber and hall, Weija, GHS 700/mo'], undefined, { nearest: { count: 1, km: 25 } })).toBe(
      'None there yet. 1 within 25 km:\nABCD Chamber and hall, Weija, GHS 700/mo\n1 Text me details\n2 Set alert\n0 Back 00 Home',
    );
    expect(ussdResultsScreen([])).toBe('No matches yet.\n2 Text me when one is listed\n0 Back 00 Home');
  });
});
