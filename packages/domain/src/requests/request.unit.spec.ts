import {
  closeRequest,
  describeRequest,
  editRequest,
  evolveRequest,
  expireRequest,
  NotFoundError,
  pauseRequest,
  postRequest,
  remindOfExpiry,
  renewRequest,
  resumeRequest,
  RuleViolation,
  savedSearchCriteria,
  searchSchema,
  validateRequest,
  ValidationError,
  type RequestEvent,
  type RequestPlace,
  type RequestState,
} from '../index';

const now = new Date('2026-11-23T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const ama = 'ama-id';
const eastLegon: RequestPlace = { id: 'greater_accra:east-legon', name: 'East Legon', kind: 'neighbourhood', region: 'greater_accra', lat: 5.636, lon: -0.161, label: 'East Legon, Accra, Greater Accra' };
const findPlace = (details: { place_id?: string; town?: string }) => (details.place_id === eastLegon.id || details.town === 'East Legon' ? eastLegon : undefined);
const form = {
  category: 'residential', acquisition: 'rent', type: 'house', additional_info: 'Near a school, with a borehole', min_price: '3,000', max_price: '5,000',
  matchType: 'similar', bedrooms: 3, bathrooms: 2, location_details: { place_id: eastLegon.id },
};
const command = validateRequest(form, findPlace);
const given = (events: RequestEvent[]) => events.reduce<RequestState | undefined>(evolveRequest, undefined);
const posted = postRequest(undefined, command, { requestId: 'r1', requesterId: ama, kind: 'request', now });
const open = given(posted);

describe('the request form', () => {
  test('reads the spec’s fields: prices with separators, the place from the gazetteer, the spec’s spellings', () => {
    expect(command).toEqual({
      criteria: { category: 'residential', acquisition: 'rent', type: 'house', min_price: 3000, max_price: 5000, currency: 'GHS', bedrooms: 3, bathrooms: 2, place: eastLegon, matchType: 'similar' },
      additional_info: 'Near a school, with a borehole',
    });
    const spelt = validateRequest({ category: 'agricultural', acquisition: 'sell', type: 'livestock', location_details: { town: 'East Legon' } }, findPlace);
    expect(spelt.criteria).toMatchObject({ category: 'farmland', acquisition: 'buy', type: 'livestock_farm', matchType: 'similar' });
  });

  test('without a category or a purchase type, says so in the spec’s words, with every other problem at once', () => {
    let error: ValidationError | undefined;
    try {
      validateRequest({ bedrooms: 12, min_price: '9,000', max_price: '5,000' }, findPlace);
    } catch (e) {
      error = e as ValidationError;
    }
    expect(error?.errors).toEqual({
      category: 'Category is required',
      acquisition: 'Purchase type is required',
      bedrooms: 'Bedrooms must be between 1 and 9',
      location: 'Choose a location',
    });
  });

  test('refuses a minimum above the maximum, a type of another category, counters outside 1 to 9 and a place not in the gazetteer', () => {
    const errors = (input: object) => {
      try {
        validateRequest({ ...form, ...input }, findPlace);
      } catch (e) {
        return (e as ValidationError).errors;
      }
      return {};
    };
    expect(errors({ min_price: '6,000' })).toEqual({ max_price: 'The minimum price cannot be more than the maximum' });
    expect(errors({ type: 'office' })).toEqual({ type: 'Choose a type of this category' });
    expect(errors({ bathrooms: 0 })).toEqual({ bathrooms: 'Bathrooms must be between 1 and 9' });
    expect(errors({ location_details: { town: 'Atlantis' } })).toEqual({ location: 'Choose a place in Ghana from the list' });
    expect(errors({ acquisition: 'short_stay' })).toEqual({ acquisition: 'Choose Buy or Rent' });
  });

  test('drops bedrooms and bathrooms for anything but a home', () => {
    expect(validateRequest({ ...form, category: 'commercial', type: 'office' }, findPlace).criteria).not.toHaveProperty('bedrooms');
  });
});

describe('posting', () => {
  test('when a request is posted, then RequestPosted holds what was asked and an expiry 90 days on', () => {
    expect(posted).toEqual([
      { type: 'RequestPosted', data: { requestId: 'r1', requesterId: ama, kind: 'request', criteria: command.criteria, additional_info: 'Near a school, with a borehole', postedAt: now.toISOString(), expiresAt: later(90).toISOString() } },
    ]);
    expect(open?.status).toBe('open');
  });
});

describe('edit, pause, resume, close', () => {
  test('given an open request, when its requester edits it, then RequestEdited; the same again changes nothing', () => {
    const cheaper = validateRequest({ ...form, max_price: '4,000' }, findPlace);
    const [edited] = editRequest(open, ama, cheaper, { now });
    expect(edited).toMatchObject({ type: 'RequestEdited', data: { requestId: 'r1', requesterId: ama, criteria: { max_price: 4000 } } });
    expect(editRequest(given([...posted, edited!]), ama, cheaper, { now })).toEqual([]);
  });

  test('someone else’s request is, to them, no request at all', () => {
    expect(() => pauseRequest(open, 'kofi-id', { now })).toThrow(NotFoundError);
    expect(() => editRequest(undefined, ama, command, { now })).toThrow(NotFoundError);
  });

  test('given an open request, pause then resume; pausing twice or resuming an open one changes nothing', () => {
    const paused = pauseRequest(open, ama, { now });
    expect(paused).toMatchObject([{ type: 'RequestPaused' }]);
    const state = given([...posted, ...paused]);
    expect(state?.status).toBe('paused');
    expect(pauseRequest(state, ama, { now })).toEqual([]);
    expect(resumeRequest(state, ama, { now })).toMatchObject([{ type: 'RequestResumed' }]);
    expect(resumeRequest(open, ama, { now })).toEqual([]);
  });

  test('given a closed request, then editing, pausing, resuming and renewing are refused, and closing again changes nothing', () => {
    const closed = given([...posted, ...closeRequest(open, ama, { now })]);
    expect(closed?.status).toBe('closed');
    for (const act of [() => editRequest(closed, ama, command, { now }), () => pauseRequest(closed, ama, { now }), () => resumeRequest(closed, ama, { now }), () => renewRequest(closed, ama, { now })]) {
      expect(act).toThrow(RuleViolation);
    }
    expect(closeRequest(closed, ama, { now })).toEqual([]);
  });
});

describe('expiry: a reminder the week before, then the expiry, each once', () => {
  test('given a request posted today, then no reminder yet, and none expired', () => {
    expect(remindOfExpiry(open, { now: later(82) })).toEqual([]);
    expect(expireRequest(open, { now: later(89) })).toEqual([]);
  });

  test('given 84 days gone, when the scheduler looks, then one reminder; looking again reminds no more', () => {
    const reminded = remindOfExpiry(open, { now: later(84) });
    expect(reminded).toEqual([{ type: 'RequestExpiryReminded', data: { requestId: 'r1', requesterId: ama, kind: 'request', expiresAt: later(90).toISOString(), remindedAt: later(84).toISOString() } }]);
    expect(remindOfExpiry(given([...posted, ...reminded]), { now: later(85) })).toEqual([]);
  });

  test('given 90 days gone, then it expires once; an expired request can be renewed, opens again and will be reminded again', () => {
    const expired = expireRequest(open, { now: later(90) });
    expect(expired).toMatchObject([{ type: 'RequestExpired', data: { requestId: 'r1', requesterId: ama } }]);
    const state = given([...posted, ...remindOfExpiry(open, { now: later(84) }), ...expired]);
    expect(expireRequest(state, { now: later(91) })).toEqual([]);
    expect(() => pauseRequest(state, ama, { now: later(91) })).toThrow('This request has expired');
    const renewed = renewRequest(state, ama, { now: later(91) });
    const again = given([...posted, ...expired, ...renewed]);
    expect(again).toMatchObject({ status: 'open', expiresAt: later(181).toISOString() });
    expect(remindOfExpiry(again, { now: later(175) })).toHaveLength(1);
  });

  test('a paused request is reminded and expires too; a closed one never', () => {
    const paused = given([...posted, ...pauseRequest(open, ama, { now })]);
    expect(remindOfExpiry(paused, { now: later(84) })).toHaveLength(1);
    const closed = given([...posted, ...closeRequest(open, ama, { now })]);
    expect(remindOfExpiry(closed, { now: later(84) })).toEqual([]);
    expect(expireRequest(closed, { now: later(95) })).toEqual([]);
  });
});

describe('a saved search', () => {
  const search = (body: object) => searchSchema.parse(body);

  test('keeps the search’s filters and its area, to match as the search would', () => {
    const criteria = savedSearchCriteria(search({ category: 'residential', acquisition: 'rent', max_price: '5,000', bedrooms: 2, rules: { pets: true }, location: 'East Legon' }), eastLegon);
    expect(criteria).toEqual({ category: 'residential', acquisition: 'rent', max_price: 5000, currency: 'GHS', bedrooms: 2, rules: ['pets'], place: eastLegon, matchType: 'search' });
    const bounds = { north: 5.7, south: 5.6, east: -0.1, west: -0.2 };
    expect(savedSearchCriteria(search({ bounds }), undefined)).toMatchObject({ bounds, matchType: 'search' });
  });

  test('needs an area, or it would alert about the whole country; an unknown place is said so', () => {
    expect(() => savedSearchCriteria(search({ category: 'residential' }), undefined)).toThrow('Search a place or move the map first');
    expect(() => savedSearchCriteria(search({ location: 'Atlantis' }), undefined)).toThrow('Choose a place in Ghana from the list');
  });

  test('is changed on the search page, not edited like a request', () => {
    const saved = given(postRequest(undefined, { criteria: savedSearchCriteria(search({ bounds: { north: 5.7, south: 5.6, east: -0.1, west: -0.2 } }), undefined) }, { requestId: 's1', requesterId: ama, kind: 'search', now }));
    expect(() => editRequest(saved, ama, command, { now })).toThrow('A saved search is changed on the search page');
  });
});

describe('describing a request', () => {
  test('says what, how, where, the bedrooms and the price range in one line; texts spell the currency GHS', () => {
    expect(describeRequest(command.criteria)).toBe('House to rent in East Legon, 3 bedrooms, GH₵ 3,000 to GH₵ 5,000 a month');
    expect(describeRequest(command.criteria, { sms: true })).toBe('House to rent in East Legon, 3 bedrooms, GHS 3,000 to GHS 5,000 a month');
    expect(describeRequest({ category: 'farmland', acquisition: 'buy', currency: 'GHS', max_price: 90000, place: eastLegon, matchType: 'broad' })).toBe('Farmland to buy in East Legon, up to GH₵ 90,000');
    expect(describeRequest({ currency: 'GHS', bedrooms: 2, bounds: { north: 1, south: 0, east: 1, west: 0 }, matchType: 'search' })).toBe('Property in the map area you searched, 2+ bedrooms');
  });
});
