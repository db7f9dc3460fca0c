import { ConflictError, RuleViolation } from '../shared/errors';
import { accraDate, accraTime, defaultViewingHours, MAX_DAYS_AHEAD, onSlotBoundary, slotInstant, slotTimes, weekdayOf, type WeeklyHours } from './hours';
import { viewingMessages as m } from './messages';

/**
 * A listing's slot ledger (`viewing-slots-{listingId}`): its weekly viewing hours and which 30-minute slots
 * are held by a viewing (asked for, proposed or confirmed). Every claim is appended at the revision read, so
 * two people asking for one slot at the same moment cannot both get it: the second append fails, and
 * deciding again finds the slot taken. The ledger also knows each seeker's claims, for "one open request
 * per seeker per property".
 */
export type ViewingHoursSet = { type: 'ViewingHoursSet'; data: { listingId: string; hours: WeeklyHours; setBy: string; setAt: string } };
export type ViewingSlotClaimed = { type: 'ViewingSlotClaimed'; data: { listingId: string; viewingId: string; seekerId: string; start: string; claimedAt: string } };
export type ViewingSlotReleased = { type: 'ViewingSlotReleased'; data: { listingId: string; viewingId: string; start: string; releasedAt: string } };
export type SlotLedgerEvent = ViewingHoursSet | ViewingSlotClaimed | ViewingSlotReleased;

export type SlotClaim = { viewingId: string; seekerId: string; start: string; claimedAt: string };
export type SlotLedgerState = { hours: WeeklyHours; claims: SlotClaim[] };

export const viewingSlotsStream = (listingId: string) => `viewing-slots-${listingId}`;

export function evolveSlotLedger(state: SlotLedgerState | undefined, event: SlotLedgerEvent): SlotLedgerState {
  const s = state ?? { hours: defaultViewingHours, claims: [] };
  switch (event.type) {
    case 'ViewingHoursSet':
      return { ...s, hours: event.data.hours };
    case 'ViewingSlotClaimed': {
      const { viewingId, seekerId, start, claimedAt } = event.data;
      return { ...s, claims: [...s.claims, { viewingId, seekerId, start, claimedAt }] };
    }
    case 'ViewingSlotReleased':
      return { ...s, claims: s.claims.filter((c) => !(c.viewingId === event.data.viewingId && c.start === event.data.start)) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * A claim is written before its viewing's own event. A claim older than this whose viewing does not hold that
 * time (the process stopped between the two writes, or the viewing moved or closed) no longer holds the slot,
 * so no slot can stay locked forever; a younger one always counts, since its viewing may be being written now.
 */
export const CLAIM_GRACE_MS = 60_000;

export type SlotContext = {
  now: Date;
  /** Viewings whose claims do not count (abandoned claims, found by the caller; the viewing being moved). */
  ignore?: ReadonlySet<string>;
};

const holding = (ledger: SlotLedgerState | undefined, ctx: SlotContext) => (ledger?.claims ?? []).filter((c) => !ctx.ignore?.has(c.viewingId));

/** The slots of a date still free (and not yet begun), as 'HH:MM'. */
export function freeTimes(ledger: SlotLedgerState | undefined, date: string, ctx: SlotContext): string[] {
  const hours = ledger?.hours ?? defaultViewingHours;
  const taken = new Set(holding(ledger, ctx).map((c) => c.start));
  return slotTimes(hours[weekdayOf(date)]).filter((time) => {
    const start = slotInstant(date, time);
    return !taken.has(start) && Date.parse(start) > ctx.now.getTime();
  });
}

/**
 * Whether `start` can be held: in the future (within six months), on a slot boundary, inside the day's hours
 * and not held by another viewing. Refusals name the free times of that day.
 */
export function assertSlotFree(ledger: SlotLedgerState | undefined, start: string, ctx: SlotContext): void {
  const t = Date.parse(start);
  if (t <= ctx.now.getTime()) throw new RuleViolation('DateInThePast', m.inThePast, { date: m.inThePast });
  if (t > ctx.now.getTime() + MAX_DAYS_AHEAD * 86_400_000) throw new RuleViolation('DateTooFar', m.tooFar, { date: m.tooFar });
  const date = accraDate(start);
  const free = m.freeTimes(date, freeTimes(ledger, date, ctx));
  const refuse = (code: string, why: string) => {
    const message = m.refusedWithFreeTimes(why, free);
    return new RuleViolation(code, message, { date: message });
  };
  if (!onSlotBoundary(start)) throw refuse('NotASlot', m.notASlot);
  const day = weekdayOf(date);
  const hours = (ledger?.hours ?? defaultViewingHours)[day];
  if (!hours) throw refuse('ViewingDayClosed', m.closed(day));
  if (!slotTimes(hours).includes(accraTime(start))) throw refuse('OutsideViewingHours', m.outsideHours(day, hours.from, hours.to));
  if (holding(ledger, ctx).some((c) => c.start === start)) {
    const message = m.refusedWithFreeTimes(m.taken, free);
    throw new ConflictError(message, 'SlotTaken', { date: message });
  }
}

export type ClaimSlot = { listingId: string; viewingId: string; seekerId: string; start: string };

/**
 * Holds a slot for a viewing. `seekerHasOpenRequest`: the caller found one of this seeker's claims on the
 * ledger whose viewing still waits for an answer (pending, or a new time proposed).
 */
export function claimSlot(ledger: SlotLedgerState | undefined, command: ClaimSlot, ctx: SlotContext & { seekerHasOpenRequest: boolean }): [ViewingSlotClaimed] {
  if (ctx.seekerHasOpenRequest) throw new RuleViolation('OpenRequestExists', m.onePending);
  assertSlotFree(ledger, command.start, ctx);
  return [{ type: 'ViewingSlotClaimed', data: { ...command, claimedAt: ctx.now.toISOString() } }];
}

/** Frees a viewing's slot (declined, cancelled, moved); a slot it does not hold needs nothing. */
export function releaseSlot(ledger: SlotLedgerState | undefined, command: { listingId: string; viewingId: string; start: string }, ctx: { now: Date }): [ViewingSlotReleased] | [] {
  if (!ledger?.claims.some((c) => c.viewingId === command.viewingId && c.start === command.start)) return [];
  return [{ type: 'ViewingSlotReleased', data: { ...command, releasedAt: ctx.now.toISOString() } }];
}

/** The lister's weekly hours; the same hours again record nothing. Viewings already asked for stay as they are. */
export function setViewingHours(ledger: SlotLedgerState | undefined, command: { listingId: string; hours: WeeklyHours; setBy: string }, ctx: { now: Date }): [ViewingHoursSet] | [] {
  const current = ledger?.hours ?? defaultViewingHours;
  if (JSON.stringify(current) === JSON.stringify(command.hours)) return [];
  return [{ type: 'ViewingHoursSet', data: { ...command, setAt: ctx.now.toISOString() } }];
}
