import {
  conversationIdOf,
  conversations,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  parseOrThrow,
  partiesOfConversation,
  RuleViolation,
  sendMessageSchema,
  TooManyRequestsError,
  type ConversationEvent,
  type PartyRef,
  ValidationError,
} from '../index';

const now = new Date('2026-11-23T10:00:00Z');
const ama: PartyRef = { kind: 'user', id: '11111111-1111-4111-8111-111111111111' };
const kofi: PartyRef = { kind: 'user', id: '22222222-2222-4222-8222-222222222222' };
const homes: PartyRef = { kind: 'organization', id: '33333333-3333-4333-8333-333333333333' };
const conversationId = conversationIdOf(ama, kofi);
const quiet = { now, blockedByRecipient: false, blockedBySender: false, recentSends: [], newConversationsToday: 0 };
const send = (from: PartyRef, to: PartyRef, messageId: string, text = 'Is the house still available?') => ({
  from, to, authorId: from.id, text, propertyId: null, conversationId: conversationIdOf(from, to), messageId,
});
const given = (events: ConversationEvent[]) => events.reduce<conversations.ConversationState | undefined>(conversations.evolveConversation, undefined);

describe('a conversation between two parties', () => {
  test('has one id for the pair, whichever side writes first, and the id names both parties', () => {
    expect(conversationIdOf(ama, homes)).toBe(conversationIdOf(homes, ama));
    expect(partiesOfConversation(conversationIdOf(ama, homes))).toEqual(expect.arrayContaining([ama, homes]));
    expect(partiesOfConversation('not-a-conversation')).toBeUndefined();
  });
});

describe('sending a message', () => {
  test('given no conversation, when Ama writes to Kofi, then a first MessageSent names both parties and the text', () => {
    const [event] = conversations.sendMessage(undefined, send(ama, kofi, 'm1'), quiet);
    expect(event).toEqual({
      type: 'MessageSent',
      data: { conversationId, messageId: 'm1', from: ama, to: kofi, authorId: ama.id, propertyId: null, text: 'Is the house still available?', first: true, sentAt: now.toISOString() },
    });
  });

  test('given an earlier message, when Kofi answers, then the message is not the first', () => {
    const state = given(conversations.sendMessage(undefined, send(ama, kofi, 'm1'), quiet));
    expect(conversations.sendMessage(state, send(kofi, ama, 'm2', 'Yes it is'), quiet)[0].data.first).toBe(false);
  });

  test('when someone writes to themselves, then it is refused', () => {
    expect(() => conversations.sendMessage(undefined, send(ama, ama, 'm1'), quiet)).toThrow(RuleViolation);
  });

  test('when the recipient has blocked the sender, then it is forbidden; when the sender blocked them, likewise', () => {
    expect(() => conversations.sendMessage(undefined, send(ama, kofi, 'm1'), { ...quiet, blockedByRecipient: true })).toThrow(ForbiddenError);
    expect(() => conversations.sendMessage(undefined, send(ama, kofi, 'm1'), { ...quiet, blockedBySender: true })).toThrow('Unblock them');
  });

  test('when 30 messages went out in the last minute, then the 31st waits, saying for how long', () => {
    const recentSends = Array.from({ length: 30 }, (_, i) => now.getTime() - 50_000 + i * 1000);
    let error: unknown;
    try {
      conversations.sendMessage(undefined, send(ama, kofi, 'm1'), { ...quiet, recentSends });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(10);
    // Older sends do not count.
    expect(() => conversations.sendMessage(undefined, send(ama, kofi, 'm1'), { ...quiet, recentSends: recentSends.map((t) => t - 60_000) })).not.toThrow();
  });

  test('when 50 conversations were started today, then a 51st is refused but an existing one goes on', () => {
    expect(() => conversations.sendMessage(undefined, send(ama, kofi, 'm1'), { ...quiet, newConversationsToday: 50 })).toThrow(TooManyRequestsError);
    const state = given(conversations.sendMessage(undefined, send(kofi, ama, 'm1'), quiet));
    expect(() => conversations.sendMessage(state, send(ama, kofi, 'm2'), { ...quiet, newConversationsToday: 50 })).not.toThrow();
  });
});

describe('the message text', () => {
  test('is trimmed, and must hold 1 to 4,000 characters', () => {
    expect(parseOrThrow(sendMessageSchema, { to: kofi.id, message: '  Hello  ' }).message).toBe('Hello');
    expect(() => parseOrThrow(sendMessageSchema, { to: kofi.id, message: '   ' })).toThrow(new ValidationError({ message: 'Write a message' }));
    expect(() => parseOrThrow(sendMessageSchema, { to: kofi.id, message: 'a'.repeat(4001) })).toThrow('A message can be at most 4,000 characters');
    expect(parseOrThrow(sendMessageSchema, { to: kofi.id, message: 'a'.repeat(4000) }).message).toHaveLength(4000);
  });

  test('needs a recipient', () => {
    expect(() => parseOrThrow(sendMessageSchema, { message: 'Hello' })).toThrow('Choose who to message');
  });
});

describe('reading', () => {
  const sent = [...conversations.sendMessage(undefined, send(ama, kofi, 'm1'), quiet), ...conversations.sendMessage(undefined, send(ama, kofi, 'm2'), quiet)];
  const twoFromAma = given(sent);

  test('given two unread messages, when Kofi reads, then MessagesRead counts two up to the last', () => {
    expect(conversations.unreadFor(twoFromAma, kofi)).toBe(2);
    const events = conversations.markRead(twoFromAma, { conversationId, reader: kofi, readBy: kofi.id }, { now });
    expect(events).toEqual([{ type: 'MessagesRead', data: { conversationId, reader: kofi, readBy: kofi.id, upTo: 'm2', count: 2, readAt: now.toISOString() } }]);
    expect(conversations.unreadFor(given([...sent, ...events]), kofi)).toBe(0);
  });

  test('given nothing unread for Ama (she wrote them), when she reads, then nothing happens', () => {
    expect(conversations.markRead(twoFromAma, { conversationId, reader: ama, readBy: ama.id }, { now })).toEqual([]);
  });

  test('when someone outside the conversation reads it, then it is not found', () => {
    expect(() => conversations.markRead(twoFromAma, { conversationId, reader: homes, readBy: homes.id }, { now })).toThrow(NotFoundError);
  });
});

describe('reporting a message', () => {
  const state = given(conversations.sendMessage(undefined, send(ama, kofi, 'm1'), quiet));
  const report = (reporter: PartyRef) => ({ conversationId, messageId: 'm1', reportId: 'r1', reporter, reportedBy: reporter.id, reason: 'scam' as const });

  test('when the recipient reports it, then MessageReported keeps the reason for the moderators', () => {
    expect(conversations.reportMessage(state, report(kofi), { now })[0]).toMatchObject({ type: 'MessageReported', data: { messageId: 'm1', reason: 'scam', reporter: kofi } });
  });

  test('the author cannot report their own message, nor a stranger any, and nobody twice', () => {
    expect(() => conversations.reportMessage(state, report(ama), { now })).toThrow(RuleViolation);
    expect(() => conversations.reportMessage(state, report(homes), { now })).toThrow(NotFoundError);
    const reported = given([...conversations.sendMessage(undefined, send(ama, kofi, 'm1'), quiet), ...conversations.reportMessage(state, report(kofi), { now })]);
    expect(() => conversations.reportMessage(reported, report(kofi), { now })).toThrow(ConflictError);
  });
});

describe('blocking', () => {
  test('given no blocks, when Kofi blocks Ama, then PartyBlocked; blocking again changes nothing; unblocking lifts it', () => {
    const [blocked] = conversations.block(undefined, { blocker: kofi, blocked: ama, by: kofi.id }, { now });
    expect(blocked).toMatchObject({ type: 'PartyBlocked', data: { blocker: kofi, blocked: ama } });
    const state = conversations.evolveBlocks(undefined, blocked!);
    expect(conversations.hasBlocked(state, ama)).toBe(true);
    expect(conversations.block(state, { blocker: kofi, blocked: ama, by: kofi.id }, { now })).toEqual([]);
    const [unblocked] = conversations.unblock(state, { blocker: kofi, blocked: ama, by: kofi.id }, { now });
    expect(conversations.hasBlocked(conversations.evolveBlocks(state, unblocked!), ama)).toBe(false);
    expect(() => conversations.block(undefined, { blocker: kofi, blocked: kofi, by: kofi.id }, { now })).toThrow(RuleViolation);
  });
});
