import { Router, type Request } from 'express';
import { conversationIdOf, conversationMessages as m, listerOf, NotFoundError, parsePartyKey, partiesOfConversation, partyKey, UnauthorizedError, ValidationError, type PartyRef } from '@fie/domain';
import {
  BLOCKS,
  conversationSides,
  LISTINGS,
  messagesOf,
  nameResolver,
  notificationsOf,
  ORGANIZATIONS,
  presentConversation,
  presentMessage,
  presentNotification,
  reputationOf,
  sideId,
  USERS,
  viewerParties,
  type BlockView,
  type ConversationSideView,
  type ListingView,
  type OrganizationView,
  type UserView,
} from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

const PAGE = 50;

/** Conversation and notification reads: the inbox, one conversation (paged), block list, notifications. */
export function conversationQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const docs = deps.documents;

  const viewer = async (req: Request) => {
    const p = req.principal;
    if (p?.kind !== 'user' && p?.kind !== 'organization') throw new UnauthorizedError(m.signInToRead);
    return { principal: p, parties: await viewerParties(docs, p) };
  };
  const blockedBy = async (parties: string[]) => new Set((await docs.collection<BlockView>(BLOCKS).find({ blocker: { $in: parties } })).map((b) => `${b.blocker}>${b.blocked}`));

  router.get('/messages/fetch-messages', async (req, res) => {
    const { parties } = await viewer(req);
    const as = req.query.as;
    const mine = as === 'user' || as === 'organization' ? parties.filter((p) => p.startsWith(`${as}:`)) : parties;
    const names = nameResolver(docs);
    const [sides, blocks] = await Promise.all([conversationSides(docs).find({ party: { $in: mine } }, { sort: [['updatedAt', 'desc']], limit: 200 }), blockedBy(mine)]);
    const messages = await Promise.all(sides.map((side) => presentConversation(docs, side, names, blocks.has(`${side.party}>${side.partner}`))));
    res.json({ result: { messages } });
  });

  router.get('/messages/blocked', async (req, res) => {
    const { parties } = await viewer(req);
    const names = nameResolver(docs);
    const blocks = await docs.collection<BlockView>(BLOCKS).find({ blocker: { $in: parties } }, { sort: [['blockedAt', 'desc']] });
    res.json({ result: { blocked: await Promise.all(blocks.map((b) => names(b.blocked))) } });
  });

  router.get('/messages', async (req, res) => {
    const { parties } = await viewer(req);
    const conversationId = await conversationFor(req.query as Record<string, unknown>, parties);
    const pair = partiesOfConversation(conversationId)?.map(partyKey) ?? [];
    const as = typeof req.query.as === 'string' ? parties.filter((p) => parsePartyKey(p).id === req.query.as) : parties;
    const side = as.find((p) => pair.includes(p));
    const doc = side ? await conversationSides(docs).get(sideId(conversationId, side)) : null;
    if (!side || !doc) throw new NotFoundError(m.notYourConversation, 'ConversationNotFound');
    const limit = Math.min(100, Math.max(1, Number(req.query.limit) || PAGE));
    const before = typeof req.query.before === 'string' ? await messagesOf(docs).get(req.query.before) : null;
    const page = await messagesOf(docs).find(
      { conversationId, ...(before ? { seq: { $lt: before.seq } } : {}) },
      { sort: [['seq', 'desc']], limit: limit + 1 },
    );
    const names = nameResolver(docs);
    const blocks = await blockedBy([side]);
    const shown = page.slice(0, limit).reverse();
    res.json({
      messages: await Promise.all(shown.map((msg) => presentMessage(msg, side, names))),
      conversation: { ...(await presentConversation(docs, doc, names, blocks.has(`${side}>${doc.partner}`))), ...(await partnerReputation(doc)) },
      hasMore: page.length > limit,
    });
  });

  /**
   * To the lister of the property a conversation is about: what the person writing to them has done through Fie
   * (issue 33), as on the viewings, offers and stays they answer. Nothing for the seeker's own side.
   */
  async function partnerReputation(doc: ConversationSideView) {
    if (!doc.propertyId || !doc.partner.startsWith('user:')) return {};
    const listing = await docs.collection<ListingView>(LISTINGS).get(doc.propertyId);
    if (!listing || partyKey(listerOf(listing)) !== doc.party) return {};
    return { partnerReputation: await reputationOf(docs, parsePartyKey(doc.partner).id) };
  }

  /** The conversation a read names: by id, by one of its messages, or by the other party (id or email). */
  async function conversationFor(query: Record<string, unknown>, parties: string[]): Promise<string> {
    const text = (name: string) => (typeof query[name] === 'string' && (query[name] as string).trim() ? (query[name] as string).trim() : undefined);
    const conversation = text('conversation') ?? text('conversationId');
    if (conversation) return conversation;
    const messageId = text('message');
    if (messageId) {
      const message = await messagesOf(docs).get(messageId);
      if (!message) throw new NotFoundError(m.messageNotFound, 'MessageNotFound');
      return message.conversationId;
    }
    const other = text('with') ?? text('email');
    if (!other) throw new ValidationError({ email: m.nameTheConversation });
    const asking = typeof query.as === 'string' ? parties.filter((p) => parsePartyKey(p).id === query.as) : parties;
    // By id the partner need not still exist: a deleted account's conversation stays with the other side.
    const partners: PartyRef[] = other.includes('@') ? await partiesByEmail(other) : [{ kind: 'user', id: other }, { kind: 'organization', id: other }];
    for (const mine of asking) {
      for (const partner of partners) {
        const id = conversationIdOf(parsePartyKey(mine), partner);
        if (await conversationSides(docs).get(sideId(id, mine))) return id;
      }
    }
    throw new NotFoundError(m.notYourConversation, 'ConversationNotFound');
  }

  async function partiesByEmail(address: string): Promise<PartyRef[]> {
    const email = address.toLowerCase();
    const [user, org] = await Promise.all([docs.collection<UserView>(USERS).findOne({ email }), docs.collection<OrganizationView>(ORGANIZATIONS).findOne({ email })]);
    return [...(user ? [{ kind: 'user' as const, id: user.id }] : []), ...(org ? [{ kind: 'organization' as const, id: org.id }] : [])];
  }

  router.get('/notifications', async (req, res) => {
    const { parties } = await viewer(req);
    const limit = Math.min(100, Math.max(1, Number(req.query.limit) || 20));
    const names = nameResolver(docs);
    const [found, unread] = await Promise.all([
      notificationsOf(docs).find({ recipient: { $in: parties } }, { sort: [['createdAt', 'desc']], limit }),
      notificationsOf(docs).count({ recipient: { $in: parties }, read: false }),
    ]);
    res.json({ result: { notifications: await Promise.all(found.map((n) => presentNotification(docs, n, names))), unread } });
  });

  return router;
}
