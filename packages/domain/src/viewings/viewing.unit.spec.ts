import {
  bookViewingSchema,
  ConflictError,
  defaultViewingHours,
  ForbiddenError,
  NotFoundError,
  parseOrThrow,
  reminderTime,
  RuleViolation,
  ValidationError,
  viewings,
  viewingSlots,
  viewingHoursSchema,
  viewingNotices,
  type PartyRef,
  type SlotLedgerEvent,
  type SlotLedgerState,
  type ViewingEvent,
  type ViewingState,
} from '../index';
import { thrown } from '../shared/thrown';

const now = new Date('2026-11-23T10:00:00Z'); // a Monday, 10:00 in Accra
const listingId = '44444444-4444-4444-8444-444444444444';
const ownerId = '11111111-1111-4111-8111-111111111111';
const seeker = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';
const lister: PartyRef = { kind: 'user', id: ownerId };
const listing = { listingId, lister, published: true };
const tuesdayAt = (time: string) => `2026-11-24T${time}:00.000Z`;

const ledger = (events: SlotLedgerEvent[]) => events.reduce<SlotLedgerState | undefined>(viewingSlots.evolveSlotLedger, undefined);
const given = (events: ViewingEvent[]) => events.reduce<ViewingState | undefined>(viewings.evolveViewing, undefined);
const claim = (viewingId: string, start: string, seekerId = seeker) => viewingSlots.claimSlot(undefined, { listingId, viewingId, seekerId, start }, { now, seekerHasOpenRequest: false })[0];
const request = (start = tuesdayAt('10:00'), viewingId = 'v1') =>
  viewings.requestViewing(listing, { viewingId, ownerId, seekerId: seeker, seekerParties: [`user:${seeker}`], start }, { now });
const asLister = { side: 'lister' as const, by: ownerId };
const asSeeker = { side: 'seeker' as const, by: seeker };

describe('booking a viewing (POST /properties/book-viewing)', () => {
  test('the date is an ISO date-time; without an offset it is Accra time, which is UTC', () => {
    const body = parseOrThrow(bookViewingSchema, { owner_id: ownerId, property_id: listingId, date: '2026-11-24T10:00' });
    expect(body.date).toBe('2026-11-24T10:00:00.000Z');
    expect(parseOrThrow(bookViewingSchema, { owner_id: ownerId, property_id: listingId, date: '2026-11-24T11:00:00+01:00' }).date).toBe('2026-11-24T10:00:00.000Z');
    for (const date of ['tomorrow', '2026-11-24', '2026-02-30T10:00', '2026-11-24T25:00']) {
      expect(() => parseOrThrow(bookViewingSchema, { owner_id: ownerId, property_id: listingId, date })).toThrow(ValidationError);
    }
    expect(thrown(() => parseOrThrow(bookViewingSchema, {})).errors).toEqual({
      owner_id: 'Say whose property this is (owner_id)',
      property_id: 'Choose the property to view',
      date: 'Choose a date and time for the viewing',
    });
  });

  test('given a listed property, when a seeker asks for a time, then ViewingRequested names the listing, its lister, the seeker and the time', () => {
    expect(request()).toEqual([{ type: 'ViewingRequested', data: { viewingId: 'v1', listingId, lister, seekerId: seeker, start: tuesdayAt('10:00'), requestedAt: now.toISOString() } }]);
  });

  test('a date in the past is refused with the spec\'s field message', () => {
    const error = thrown(() => viewingSlots.claimSlot(undefined, { listingId, viewingId: 'v1', seekerId: seeker, start: '2026-11-23T09:30:00.000Z' }, { now, seekerHasOpenRequest: false }));
    expect(error).toBeInstanceOf(RuleViolation);
    expect(error.errors).toEqual({ date: 'The date cannot be in the past' });
    expect(thrown(() => request('2026-11-22T10:00:00.000Z')).errors).toEqual({ date: 'The date cannot be in the past' });
  });

  test('the property must exist and be listed, and owner_id must be its lister (an organization\'s id for its listings)', () => {
    const ask = (facts: typeof listing | undefined, owner = ownerId, parties = [`user:${seeker}`]) =>
      thrown(() => viewings.requestViewing(facts, { viewingId: 'v1', ownerId: owner, seekerId: seeker, seekerParties: parties, start: tuesdayAt('10:00') }, { now }));
    expect(ask(undefined)).toBeInstanceOf(NotFoundError);
    expect(ask({ ...listing, published: false }).code).toBe('NotOpenForViewings');
    expect(ask(listing, other).errors).toEqual({ owner_id: 'This is not the lister of the property' });
    const org: PartyRef = { kind: 'organization', id: other };
    expect(viewings.requestViewing({ ...listing, lister: org }, { viewingId: 'v1', ownerId: other, seekerId: seeker, seekerParties: [`user:${seeker}`], start: tuesdayAt('10:00') }, { now })[0].data.lister).toEqual(org);
    expect(ask({ ...listing, lister: org }, ownerId).code).toBe('NotTheLister');
  });

  test('nobody books a viewing of a property they list, themselves or for their organization', () => {
    expect(thrown(() => viewings.requestViewing(listing, { viewingId: 'v1', ownerId, seekerId: ownerId, seekerParties: [`user:${ownerId}`], start: tuesdayAt('10:00') }, { now })).code).toBe('OwnProperty');
  });
});

describe('viewing hours and 30-minute slots', () => {
  test('by default any day 08:00 to 18:00: the first slot is 08:00, the last 17:30', () => {
    expect(() => claim('v1', tuesdayAt('08:00'))).not.toThrow();
    expect(() => claim('v1', tuesdayAt('17:30'))).not.toThrow();
    const early = thrown(() => claim('v1', tuesdayAt('07:30')));
    expect(early.code).toBe('OutsideViewingHours');
    expect(early.message).toMatch(/^Viewings on Tuesdays are between 08:00 and 18:00\. Free times on Tue 24 Nov 2026: 08:00, 08:30, .*17:30$/);
    expect(thrown(() => claim('v1', tuesdayAt('18:00'))).code).toBe('OutsideViewingHours');
  });

  test('a time that is not on the hour or half hour is refused, naming the free times', () => {
    const error = thrown(() => claim('v1', tuesdayAt('10:15')));
    expect(error.code).toBe('NotASlot');
    expect(error.errors.date).toContain('Free times on Tue 24 Nov 2026: 08:00');
  });

  test('given hours set by the lister, a closed day and a time outside the window are refused; free times follow the window', () => {
    const hours = parseOrThrow(viewingHoursSchema, { hours: { tue: { from: '14:00', to: '16:00' }, sun: null } }).hours;
    expect(hours.mon).toEqual({ from: '08:00', to: '18:00' });
    const set = viewingSlots.setViewingHours(undefined, { listingId, hours, setBy: ownerId }, { now });
    const state = ledger(set);
    expect(thrown(() => viewingSlots.claimSlot(state, { listingId, viewingId: 'v1', seekerId: seeker, start: tuesdayAt('10:00') }, { now, seekerHasOpenRequest: false })).message).toBe(
      'Viewings on Tuesdays are between 14:00 and 16:00. Free times on Tue 24 Nov 2026: 14:00, 14:30, 15:00, 15:30',
    );
    expect(thrown(() => viewingSlots.claimSlot(state, { listingId, viewingId: 'v1', seekerId: seeker, start: '2026-11-29T10:00:00.000Z' }, { now, seekerHasOpenRequest: false })).message).toBe(
      'The lister does not show the property on Sundays. No free times are left on Sun 29 Nov 2026. Try another day.',
    );
    // The same hours again record nothing.
    expect(viewingSlots.setViewingHours(state, { listingId, hours, setBy: ownerId }, { now })).toEqual([]);
    expect(viewingSlots.setViewingHours(undefined, { listingId, hours: defaultViewingHours, setBy: ownerId }, { now })).toEqual([]);
  });

  test('hours must be on the hour or half hour, and end after they start', () => {
    expect(thrown(() => parseOrThrow(viewingHoursSchema, { hours: { mon: { from: '08:15', to: '12:00' } } })).errors).toEqual({ 'hours.mon.from': 'Use a time like 08:00 or 08:30' });
    expect(thrown(() => parseOrThrow(viewingHoursSchema, { hours: { mon: { from: '12:00', to: '09:00' } } })).errors).toEqual({ 'hours.mon.to': 'The end must be after the start' });
  });

  test('given a slot held by another viewing, when someone asks for it, then it is refused (409) naming the free times, which leave it out', () => {
    const state = ledger([claim('v1', tuesdayAt('10:00'), other)]);
    const error = thrown(() => viewingSlots.claimSlot(state, { listingId, viewingId: 'v2', seekerId: seeker, start: tuesdayAt('10:00') }, { now, seekerHasOpenRequest: false }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.code).toBe('SlotTaken');
    expect(error.message).toContain('That time is already booked. Free times on Tue 24 Nov 2026: 08:00, 08:30, 09:00, 09:30, 10:30');
    expect(viewingSlots.freeTimes(state, '2026-11-24', { now })).not.toContain('10:00');
  });

  test('slots already begun are not free; today\'s free times start after now', () => {
    expect(viewingSlots.freeTimes(undefined, '2026-11-23', { now })[0]).toBe('10:30');
  });

  test('a released slot is free again; an abandoned claim the caller names does not hold it', () => {
    const held = ledger([claim('v1', tuesdayAt('10:00'), other)]);
    const released = ledger([claim('v1', tuesdayAt('10:00'), other), ...viewingSlots.releaseSlot(held, { listingId, viewingId: 'v1', start: tuesdayAt('10:00') }, { now })]);
    expect(viewingSlots.freeTimes(released, '2026-11-24', { now })).toContain('10:00');
    expect(() => viewingSlots.claimSlot(held, { listingId, viewingId: 'v2', seekerId: seeker, start: tuesdayAt('10:00') }, { now, seekerHasOpenRequest: false, ignore: new Set(['v1']) })).not.toThrow();
    expect(viewingSlots.releaseSlot(released, { listingId, viewingId: 'v1', start: tuesdayAt('10:00') }, { now })).toEqual([]);
  });

  test('a seeker with a request still waiting for an answer cannot ask again for the same property', () => {
    expect(thrown(() => viewingSlots.claimSlot(undefined, { listingId, viewingId: 'v2', seekerId: seeker, start: tuesdayAt('11:00') }, { now, seekerHasOpenRequest: true })).message).toBe(
      'You already asked to view this property. Wait for the answer, or cancel that request first.',
    );
  });
});

describe('answering a request', () => {
  const pending = given(request());

  test('the lister confirms; confirming again changes nothing; the seeker cannot confirm', () => {
    const events = viewings.confirmViewing(pending, asLister, { now });
    expect(events).toEqual([{ type: 'ViewingConfirmed', data: expect.objectContaining({ viewingId: 'v1', side: 'lister', by: ownerId, start: tuesdayAt('10:00') }) }]);
    expect(viewings.confirmViewing(given([...request(), ...events]), asLister, { now })).toEqual([]);
    expect(() => viewings.confirmViewing(pending, asSeeker, { now })).toThrow(ForbiddenError);
  });

  test('the lister declines, saying why; a declined viewing cannot be confirmed or cancelled', () => {
    const declined = viewings.declineViewing(pending, asLister, { reason: 'The tenant is still there' }, { now });
    expect(declined[0]).toMatchObject({ type: 'ViewingDeclined', data: { reason: 'The tenant is still there' } });
    const state = given([...request(), ...declined]);
    expect(state?.status).toBe('declined');
    expect(thrown(() => viewings.confirmViewing(state, asLister, { now })).code).toBe('NotPending');
    expect(thrown(() => viewings.cancelViewing(state, asSeeker, {}, { now })).code).toBe('ViewingClosed');
  });

  test('the lister proposes another time; the seeker accepts it and the viewing is confirmed at the new time', () => {
    const proposed = viewings.proposeTime(pending, asLister, { start: tuesdayAt('15:00') }, { now });
    expect(proposed[0].data).toMatchObject({ start: tuesdayAt('15:00'), previousStart: tuesdayAt('10:00') });
    const state = given([...request(), ...proposed]);
    expect(state).toMatchObject({ status: 'proposed', start: tuesdayAt('15:00') });
    expect(() => viewings.acceptProposedTime(state, asLister, { now })).toThrow(ForbiddenError);
    const accepted = viewings.acceptProposedTime(state, asSeeker, { now });
    expect(accepted[0]!.data).toMatchObject({ side: 'seeker', start: tuesdayAt('15:00') });
    expect(given([...request(), ...proposed, ...accepted])?.status).toBe('confirmed');
    expect(thrown(() => viewings.acceptProposedTime(pending, asSeeker, { now })).code).toBe('NoProposal');
    expect(thrown(() => viewings.proposeTime(pending, asLister, { start: tuesdayAt('10:00') }, { now })).code).toBe('SameTime');
  });

  test('either side cancels before the viewing; cancelling again changes nothing; after it has begun nobody can', () => {
    expect(viewings.cancelViewing(pending, asSeeker, {}, { now })[0]!.data.side).toBe('seeker');
    expect(viewings.cancelViewing(pending, asLister, { reason: 'Sold' }, { now })[0]!.data).toMatchObject({ side: 'lister', reason: 'Sold' });
    const cancelled = given([...request(), ...viewings.cancelViewing(pending, asSeeker, {}, { now })]);
    expect(viewings.cancelViewing(cancelled, asSeeker, {}, { now })).toEqual([]);
    expect(thrown(() => viewings.cancelViewing(pending, asSeeker, {}, { now: new Date(tuesdayAt('10:00')) })).code).toBe('ViewingPast');
  });

  test('a viewing nobody has is not found', () => {
    expect(() => viewings.confirmViewing(undefined, asLister, { now })).toThrow(NotFoundError);
  });
});

describe('the reminder the evening before', () => {
  const confirmed = given([...request(), ...viewings.confirmViewing(given(request()), asLister, { now })]);
  const evening = new Date(reminderTime(tuesdayAt('10:00')));

  test('is due from 18:00 Accra the day before', () => {
    expect(evening.toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(viewings.remindViewing(confirmed, { now: new Date(evening.getTime() - 1) })).toEqual([]);
    expect(viewings.remindViewing(confirmed, { now: evening })).toEqual([{ type: 'ViewingReminderDue', data: expect.objectContaining({ viewingId: 'v1', start: tuesdayAt('10:00'), dueAt: evening.toISOString() }) }]);
  });

  test('is due once: given the reminder, nothing more; a viewing moved afterwards is reminded again for its new time', () => {
    const reminded = [...request(), ...viewings.confirmViewing(given(request()), asLister, { now }), ...viewings.remindViewing(confirmed, { now: evening })];
    expect(viewings.remindViewing(given(reminded), { now: evening })).toEqual([]);
    const moved = viewings.proposeTime(given(reminded), asLister, { start: tuesdayAt('16:00') }, { now: evening });
    const accepted = viewings.acceptProposedTime(given([...reminded, ...moved]), asSeeker, { now: evening });
    expect(viewings.remindViewing(given([...reminded, ...moved, ...accepted]), { now: evening })).toHaveLength(1);
  });

  test('is not due for a request not yet confirmed, nor once the viewing has begun', () => {
    expect(viewings.remindViewing(given(request()), { now: evening })).toEqual([]);
    expect(viewings.remindViewing(confirmed, { now: new Date(tuesdayAt('10:00')) })).toEqual([]);
  });
});

describe('no-shows recorded as facts (issue 33)', () => {
  const booked = [...request(), ...viewings.confirmViewing(given(request()), asLister, { now })];
  const slot = new Date(tuesdayAt('10:00'));
  const after = new Date(slot.getTime() + 60 * 60 * 1000);
  const none = { tookPlaceSaidBy: [] };

  test('given a confirmed viewing whose slot has begun, when the seeker records that the lister did not come, then ViewingNoShowRecorded names the lister', () => {
    expect(viewings.recordNoShow(given(booked), asSeeker, none, { now: after })).toEqual([
      { type: 'ViewingNoShowRecorded', data: { viewingId: 'v1', listingId, lister, seekerId: seeker, start: tuesdayAt('10:00'), side: 'seeker', by: seeker, about: lister, cause: 'reported', recordedAt: after.toISOString() } },
    ]);
  });

  test('the lister records that the seeker did not come: it names the seeker; a dispute records it with its cause', () => {
    expect(viewings.recordNoShow(given(booked), asLister, none, { now: slot })[0].data).toMatchObject({ side: 'lister', about: { kind: 'user', id: seeker } });
    expect(viewings.recordNoShow(given(booked), asSeeker, { ...none, cause: 'payment_dispute' }, { now: after })[0].data.cause).toBe('payment_dispute');
  });

  test('before the slot, or more than 14 days after it, it is refused', () => {
    expect(thrown(() => viewings.recordNoShow(given(booked), asSeeker, none, { now: new Date(slot.getTime() - 1) }))).toMatchObject({ code: 'ViewingNotYetPast' });
    expect(thrown(() => viewings.recordNoShow(given(booked), asSeeker, none, { now: new Date(slot.getTime() + 15 * 86_400_000) }))).toMatchObject({ code: 'NoShowWindowClosed' });
  });

  test('a viewing never confirmed (pending, declined, cancelled) cannot be missed', () => {
    expect(thrown(() => viewings.recordNoShow(given(request()), asSeeker, none, { now: after }))).toMatchObject({ code: 'ViewingNotConfirmed' });
    const cancelled = [...booked, ...viewings.cancelViewing(given(booked), asSeeker, {}, { now })];
    expect(thrown(() => viewings.recordNoShow(given(cancelled), asLister, none, { now: after }))).toBeInstanceOf(RuleViolation);
  });

  test('once per side: given the seeker recorded one, a second is a conflict, while the lister may still record theirs', () => {
    const recorded = [...booked, ...viewings.recordNoShow(given(booked), asSeeker, none, { now: after })];
    expect(thrown(() => viewings.recordNoShow(given(recorded), asSeeker, none, { now: after }))).toBeInstanceOf(ConflictError);
    expect(viewings.recordNoShow(given(recorded), asLister, none, { now: after })).toHaveLength(1);
  });

  test('not once a side said the viewing took place (the seeker confirmed the viewing fee)', () => {
    for (const actor of [asSeeker, asLister]) {
      expect(thrown(() => viewings.recordNoShow(given(booked), actor, { tookPlaceSaidBy: ['seeker'] }, { now: after }))).toMatchObject({ code: 'ViewingTookPlace' });
    }
  });

  test('the person named answers it once; the one who recorded it cannot; with nothing recorded against them there is nothing to answer', () => {
    const recorded = [...booked, ...viewings.recordNoShow(given(booked), asSeeker, none, { now: after })];
    expect(thrown(() => viewings.answerNoShow(given(booked), { ...asLister, authorId: ownerId }, { text: 'I was there' }, { now: after }))).toBeInstanceOf(NotFoundError);
    expect(thrown(() => viewings.answerNoShow(given(recorded), { ...asSeeker, authorId: seeker }, { text: 'Me too' }, { now: after }))).toBeInstanceOf(NotFoundError);
    const answered = viewings.answerNoShow(given(recorded), { ...asLister, authorId: ownerId }, { text: '  I waited at the gate  ' }, { now: after });
    expect(answered).toEqual([
      { type: 'ViewingNoShowAnswered', data: expect.objectContaining({ side: 'lister', by: ownerId, authorId: ownerId, about: lister, text: 'I waited at the gate', answeredAt: after.toISOString() }) },
    ]);
    expect(thrown(() => viewings.answerNoShow(given([...recorded, ...answered]), { ...asLister, authorId: ownerId }, { text: 'Again' }, { now: after }))).toMatchObject({ code: 'NoShowAlreadyAnswered' });
  });

  test('an answer says something, in at most 500 characters', () => {
    const recorded = given([...booked, ...viewings.recordNoShow(given(booked), asSeeker, none, { now: after })]);
    expect(thrown(() => viewings.answerNoShow(recorded, { ...asLister, authorId: ownerId }, { text: ' ' }, { now: after })).errors).toEqual({ text: 'Write your answer' });
    expect(thrown(() => viewings.answerNoShow(recorded, { ...asLister, authorId: ownerId }, { text: 'x'.repeat(501) }, { now: after })).errors).toEqual({ text: 'An answer can be at most 500 characters' });
  });

  test('the person named is told, with the one who recorded it as the actor; an answer is no news', () => {
    const recordedEvent = viewings.recordNoShow(given(booked), asSeeker, none, { now: after })[0];
    expect(viewingNotices(recordedEvent)).toEqual([expect.objectContaining({ recipient: lister, actor: { kind: 'user', id: seeker }, title: '{actor} recorded that you did not come to the viewing' })]);
    const answered = viewings.answerNoShow(given([...booked, recordedEvent]), { ...asLister, authorId: ownerId }, { text: 'I was there' }, { now: after })[0];
    expect(viewingNotices(answered)).toEqual([]);
  });
});
