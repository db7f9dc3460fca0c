import { randomUUID } from 'node:crypto';
import {
  blocksStream,
  conversationIdOf,
  conversationMessages as m,
  conversations,
  conversationStream,
  evolveBlocks,
  evolveConversation,
  NotFoundError,
  parseOrThrow,
  partiesOfConversation,
  partyKey,
  reportMessageSchema,
  sendMessageSchema,
  UnauthorizedError,
  ValidationError,
  type BlockEvent,
  type BlockState,
  type ConversationEvent,
  type ConversationState,
  type PartyRef,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import { CONVERSATIONS, type ConversationSideView } from '@fie/read-models';
import { loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, asEvent, loadState } from '../shared/streams';
import { actingParty, resolveParty } from './parties';
import { SendWindow } from './send-window';
import { newId } from '../shared/idempotency';

const loadBlocks = (deps: CommandDeps, party: PartyRef) => loadState<BlockState, BlockEvent>(deps, blocksStream(party), evolveBlocks);
const loadConversation = (deps: CommandDeps, conversationId: string) => loadState<ConversationState, ConversationEvent>(deps, conversationStream(conversationId), evolveConversation);

/** Messages a person sent in the last minute, shared by every instance (one window per document store). */
const windows = new WeakMap<object, SendWindow>();
const sendWindowOf = (deps: CommandDeps) => {
  let window = windows.get(deps.documents);
  if (!window) windows.set(deps.documents, (window = new SendWindow(deps.documents, 60_000)));
  return window;
};

export async function sendMessage(deps: CommandDeps, principal: Principal | undefined, input: unknown) {
  const sender = await actingParty(deps, principal, typeof (input as { as?: unknown })?.as === 'string' ? (input as { as: string }).as : undefined);
  const body = parseOrThrow(sendMessageSchema, input);
  const to = await resolveParty(deps, body.to);
  const propertyId = body.property_id ?? null;
  if (propertyId) {
    const { state } = await loadListing(deps, propertyId);
    if (!state || state.deleted) throw new ValidationError({ property_id: m.propertyNotFound });
  }
  const conversationId = conversationIdOf(sender.party, to);
  const now = deps.now();
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const fromKey = partyKey(sender.party);
  const [recipientBlocks, senderBlocks, firstEvent, newConversationsToday] = await Promise.all([
    loadBlocks(deps, to),
    loadBlocks(deps, sender.party),
    // Only whether the conversation has begun matters to the decision, so one event is enough to read.
    deps.events.readStream(conversationStream(conversationId), { maxCount: 1 }),
    deps.documents.collection<ConversationSideView>(CONVERSATIONS).count({ party: fromKey, startedBy: fromKey, startedAt: { $gt: since } }),
  ]);
  const begun = firstEvent.length ? evolveConversation(undefined, asEvent<ConversationEvent>(firstEvent[0]!)) : undefined;
  const messageId = newId();
  const events = conversations.sendMessage(
    begun,
    { from: sender.party, to, authorId: sender.authorId, sentBy: sender.sentBy, text: body.message, propertyId, conversationId, messageId },
    {
      now,
      blockedByRecipient: conversations.hasBlocked(recipientBlocks.state, sender.party),
      blockedBySender: conversations.hasBlocked(senderBlocks.state, to),
      recentSends: await sendWindowOf(deps).of(sender.authorId, now.getTime()),
      newConversationsToday,
    },
  );
  const { position } = await appendEvents(deps, conversationStream(conversationId), events);
  await sendWindowOf(deps).record(sender.authorId, now.getTime());
  return { event: events[0], position };
}

/** The side of a conversation the principal acts for: their own, or their organization's (`as` picks one). */
async function readerOf(deps: CommandDeps, principal: Principal | undefined, conversationId: string, as?: string) {
  if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError();
  const pair = partiesOfConversation(conversationId) ?? [];
  for (const side of as ? pair.filter((p) => p.id === as) : pair) {
    // The same rules as writing: a person for themselves, a member with List Properties for the organization.
    const acting = await actingParty(deps, principal, side.kind === 'organization' && principal.kind === 'user' ? side.id : undefined).catch(() => undefined);
    if (acting && partyKey(acting.party) === partyKey(side)) return acting;
  }
  throw new NotFoundError(m.notYourConversation, 'ConversationNotFound');
}

export async function markConversationRead(deps: CommandDeps, principal: Principal | undefined, conversationId: string, as?: string) {
  const reader = await readerOf(deps, principal, conversationId, as);
  const { state } = await loadConversation(deps, conversationId);
  const events = conversations.markRead(state, { conversationId, reader: reader.party, readBy: reader.authorId }, { now: deps.now() });
  if (!events.length) return { position: undefined };
  return appendEvents(deps, conversationStream(conversationId), events);
}

export async function reportMessage(deps: CommandDeps, principal: Principal | undefined, conversationId: string, messageId: string, input: unknown) {
  const reporter = await readerOf(deps, principal, conversationId, (input as { as?: string } | undefined)?.as);
  const body = parseOrThrow(reportMessageSchema, input);
  const { state, revision } = await loadConversation(deps, conversationId);
  const reportId = newId();
  const events = conversations.reportMessage(state, { conversationId, messageId, reportId, reporter: reporter.party, reportedBy: reporter.authorId, ...body }, { now: deps.now() });
  // At the revision read, so two reports of one message by one person cannot both pass.
  const { position } = await appendEvents(deps, conversationStream(conversationId), events, revision);
  return { reportId, position };
}

export async function changeBlock(deps: CommandDeps, principal: Principal | undefined, input: unknown, change: 'block' | 'unblock') {
  const raw = (input ?? {}) as { party?: unknown; as?: unknown };
  const acting = await actingParty(deps, principal, typeof raw.as === 'string' ? raw.as : undefined);
  if (typeof raw.party !== 'string' || !raw.party.trim()) throw new ValidationError({ party: m.blockWhom });
  const other = await resolveParty(deps, raw.party.trim(), 'party');
  const { state, revision } = await loadBlocks(deps, acting.party);
  const decide = change === 'block' ? conversations.block : conversations.unblock;
  const events = decide(state, { blocker: acting.party, blocked: other, by: acting.authorId }, { now: deps.now() });
  if (!events.length) return { position: undefined };
  return appendEvents(deps, blocksStream(acting.party), events, revision);
}

export const conversationOf = (deps: CommandDeps, conversationId: string) => loadConversation(deps, conversationId);
