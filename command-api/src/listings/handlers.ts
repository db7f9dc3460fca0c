import { randomUUID } from 'node:crypto';
import {
  bookedDatesSchema,
  freshness,
  isListAs,
  parseOrThrow,
  listingMessages as m,
  listings,
  listingStream,
  validateListing,
  ValidationError,
  type Category,
  type ListingActor,
  type ListingDraft,
  type ListingStatus,
} from '@fie/domain';
import { clearlyInAnotherRegion, isInGhana, regionOf } from '@fie/places';
import { readListingConfirmToken, type Principal } from '@fie/platform';
import { listingActor, loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';
import { assertPhotosUsable } from '../shared/uploaded-photos';
import { newId } from '../shared/idempotency';

/** The ids whose uploads an actor may attach: their own, or any member's for an organization. */
function uploaderIds(actor: ListingActor): string[] {
  return actor.kind === 'user' ? [actor.userId] : [`organization-${actor.orgId}`];
}

function parseListing(input: unknown, category: Category): ListingDraft {
  const result = validateListing(input, category);
  if (!result.ok) throw new ValidationError(result.errors);
  const [lon, lat] = result.data.location.coordinates;
  if (!isInGhana({ lat, lon })) throw new ValidationError({ location: m.locationOutsideGhana });
  // A pin in Kumasi under "Greater Accra" would be found by neither region's seekers: say which region it is in.
  const named = result.data.location_details.region;
  const pinned = clearlyInAnotherRegion({ lat, lon }, named);
  if (pinned) throw new ValidationError({ 'location_details.region': m.regionDiffersFromPin(pinned.name, regionOf(named)?.name ?? named) });
  return result.data;
}

/** `listAs`: 'own' or 'organization', for a member of an organization (absent: the organization, as before). */
export async function createListing(deps: CommandDeps, principal: Principal | undefined, category: Category, input: unknown, listAs?: unknown) {
  if (listAs !== undefined && listAs !== '' && !isListAs(listAs)) throw new ValidationError({ list_as: m.listAsInvalid });
  const actor = await listingActor(deps, principal);
  const listing = parseListing(input, category);
  const listingId = newId();
  const events = listings.createListing(actor, listing, { now: deps.now(), listingId, listAs: isListAs(listAs) ? listAs : undefined });
  await assertPhotosUsable(deps, uploaderIds(actor), listing.images);
  const { position } = await appendEvents(deps, listingStream(listingId), events, 'no_stream');
  return { listingId, position };
}

export async function updateListing(deps: CommandDeps, principal: Principal | undefined, category: Category, listingId: string, input: unknown) {
  const actor = await listingActor(deps, principal);
  const { state, revision } = await loadListing(deps, listingId);
  const listing = parseListing(input, category);
  const events = listings.updateListing(state, actor, listing, { now: deps.now() });
  await assertPhotosUsable(deps, uploaderIds(actor), listing.images, { alreadyOn: state?.listing.images ?? [] });
  return appendEvents(deps, listingStream(listingId), events, revision);
}

export async function changeListingStatus(deps: CommandDeps, principal: Principal | undefined, listingId: string, status: ListingStatus) {
  const actor = await listingActor(deps, principal);
  const { state, revision } = await loadListing(deps, listingId);
  const events = listings.changeStatus(state, actor, status, { now: deps.now() });
  if (events.length === 0) return { position: undefined };
  return appendEvents(deps, listingStream(listingId), events, revision);
}

/** The lister says the listing is still available (freshness): a new stretch, and back in search if archived. */
export async function confirmListing(deps: CommandDeps, principal: Principal | undefined, listingId: string) {
  const actor = await listingActor(deps, principal);
  const { state, revision } = await loadListing(deps, listingId);
  const events = freshness.confirmStillAvailable(state, actor, { now: deps.now(), via: 'app' });
  return appendEvents(deps, listingStream(listingId), events, revision);
}

/** The one-tap link in the freshness prompt: no sign-in, the signed token names the listing and its stretch. */
export async function confirmListingByLink(deps: CommandDeps, token: unknown) {
  const read = typeof token === 'string' ? readListingConfirmToken(deps.secrets.codeSecret, token) : undefined;
  if (!read) throw new ValidationError({ token: m.confirmLinkInvalid });
  const { state, revision } = await loadListing(deps, read.listingId);
  const events = freshness.confirmByLink(state, read.lastConfirmedAt, { now: deps.now() });
  const { position } = events.length ? await appendEvents(deps, listingStream(read.listingId), events, revision) : { position: undefined };
  return { listingId: read.listingId, position };
}

export async function deleteListing(deps: CommandDeps, principal: Principal | undefined, listingId: string) {
  const actor = await listingActor(deps, principal);
  const { state, revision } = await loadListing(deps, listingId);
  const events = listings.deleteListing(state, actor, { now: deps.now() });
  return appendEvents(deps, listingStream(listingId), events, revision);
}

/** Marks, or frees again, nights of a short-stay listing (its booking calendar). */
export async function changeBookedDates(deps: CommandDeps, principal: Principal | undefined, listingId: string, input: unknown, change: 'book' | 'release') {
  const actor = await listingActor(deps, principal);
  const dates = parseOrThrow(bookedDatesSchema, input);
  const { state, revision } = await loadListing(deps, listingId);
  const decide = change === 'book' ? listings.bookDates : listings.releaseDates;
  const events = decide(state, actor, dates, { now: deps.now() });
  if (events.length === 0) return { position: undefined };
  return appendEvents(deps, listingStream(listingId), events, revision);
}
