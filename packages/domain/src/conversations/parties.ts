/**
 * A conversation is between two parties: a person (`user`) or an organization, whose members with List
 * Properties share its inbox and answer for it. Inside the system a party is a key, `user:{id}` or
 * `organization:{id}`; the API shows the bare id with its kind.
 */
export type PartyKind = 'user' | 'organization';
export type PartyRef = { kind: PartyKind; id: string };

export const partyKey = (p: PartyRef) => `${p.kind}:${p.id}`;

export function parsePartyKey(key: string): PartyRef {
  const at = key.indexOf(':');
  const kind = key.slice(0, at);
  if (kind !== 'user' && kind !== 'organization') throw new Error(`Not a party key: ${key}`);
  return { kind, id: key.slice(at + 1) };
}

export const sameParty = (a: PartyRef, b: PartyRef) => a.kind === b.kind && a.id === b.id;

/**
 * One conversation per pair of parties, whatever property they write about, so its id is derived from the
 * pair (in a fixed order) and needs no lookup: `u{id}_o{id}`.
 */
export function conversationIdOf(a: PartyRef, b: PartyRef): string {
  const part = (p: PartyRef) => `${p.kind === 'user' ? 'u' : 'o'}${p.id}`;
  return [part(a), part(b)].sort().join('_');
}

export function partiesOfConversation(conversationId: string): [PartyRef, PartyRef] | undefined {
  const parts = conversationId.split('_');
  if (parts.length !== 2) return undefined;
  const parse = (part: string): PartyRef | undefined => {
    const kind = part[0] === 'u' ? 'user' : part[0] === 'o' ? 'organization' : undefined;
    const id = part.slice(1);
    return kind && /^[0-9a-f-]{36}$/.test(id) ? { kind, id } : undefined;
  };
  const [a, b] = parts.map(parse);
  return a && b ? [a, b] : undefined;
}

export const conversationStream = (conversationId: string) => `conversation-${conversationId}`;
export const blocksStream = (party: PartyRef) => `blocks-${party.kind}-${party.id}`;
