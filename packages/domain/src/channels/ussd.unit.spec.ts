import { ussdResultsScreen, ussdStep, ussdTexts, USSD_SCREEN_CHARS, type UssdCatalogue } from './ussd';

const regions = Array.from({ length: 16 }, (_, i) => ({ code: i === 0 ? 'greater_accra' : `region_${i}`, name: i === 0 ? 'Greater Accra' : `Region ${i}` }));
const catalogue: UssdCatalogue = {
  regions,
  towns: (code) => (code === 'greater_accra' ? Array.from({ length: 8 }, (_, i) => ({ id: `greater_accra:t${i}`, name: i === 7 ? 'Madina' : `Town ${i}` })) : []),
};

describe('the USSD menu', () => {
  test('When a session starts, then it shows Rent, Buy, Short stay and My alerts', () => {
    expect(ussdStep('', catalogue)).toEqual({ kind: 'con', text: ussdTexts.main });
  });

  test('When Rent is chosen, then regions are numbered with 0 More, and 0 shows the next ones', () => {
    const first = ussdStep('1', catalogue);
    expect(first).toEqual({ kind: 'con', text: expect.stringMatching(/^Region\?\n1 Greater Accra\n2 Region 1[\s\S]*\n0 More$/) });
    const second = ussdStep('1*0', catalogue);
    expect(second).toEqual({ kind: 'con', text: expect.stringMatching(/^Region\?\n1 Region 7\n/) });
  });

  test('When the path goes through region, town (on its second page), bedrooms and price, then it is a search, and 1 or 2 text it or set an alert', () => {
    expect(ussdStep('1*1', catalogue)).toEqual({ kind: 'con', text: expect.stringMatching(/^Town in Greater Accra\?\n1 Town 0[\s\S]*0 More$/) });
    expect(ussdStep('1*1*0*2', catalogue)).toEqual({ kind: 'con', text: 'Bedrooms? 1 to 9, or 0 for any' });
    expect(ussdStep('1*1*0*2*2', catalogue)).toEqual({ kind: 'con', text: 'Highest rent a month in GHS? 0 for any' });
    const search = { acquisition: 'rent', regionCode: 'greater_accra', placeId: 'greater_accra:t7', placeName: 'Madina', bedrooms: 2, maxPrice: 1500 };
    expect(ussdStep('1*1*0*2*2*1500', catalogue)).toEqual({ kind: 'search', search, then: 'show' });
    expect(ussdStep('1*1*0*2*2*1500*1', catalogue)).toEqual({ kind: 'search', search, then: 'text' });
    expect(ussdStep('1*1*0*2*2*1500*2', catalogue)).toEqual({ kind: 'search', search, then: 'alert' });
    expect(ussdStep('2*1*1*0*0', catalogue)).toEqual({ kind: 'search', search: { acquisition: 'buy', regionCode: 'greater_accra', placeId: 'greater_accra:t0', placeName: 'Town 0' }, then: 'show' });
  });

  test('When My alerts is chosen, then it asks for them', () => {
    expect(ussdStep('4', catalogue)).toEqual({ kind: 'alerts' });
  });

  test('When an answer is not a choice, then the session ends with a short message', () => {
    for (const path of ['9', '1*99', '1*1*x', '1*1*1*12', '1*1*1*2*abc', '1*1*1*2*0*3', '1*1*1*2*0*1*1', '4*1', '1*2']) {
      expect(ussdStep(path, catalogue)).toEqual({ kind: 'end', text: ussdTexts.malformed, outcome: 'malformed' });
    }
  });

  test('Every screen fits 182 characters, the results screen keeping its choices', () => {
    for (const path of ['', '1', '1*0', '1*0*0', '1*1', '1*1*0', '1*1*1', '1*1*1*1']) {
      const step = ussdStep(path, catalogue);
      if (step.kind === 'con') expect(step.text.length).toBeLessThanOrEqual(USSD_SCREEN_CHARS);
    }
    const screen = ussdResultsScreen(Array.from({ length: 3 }, () => 'ABCD 3-bed Chamber and hall, Community 25 Extension, GHS 12,345/mo'));
    expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_CHARS);
    expect(screen.endsWith('1 Text me details\n2 Set alert')).toBe(true);
  });
});
