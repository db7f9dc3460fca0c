import type { DocumentStore } from '@fie/stores';

/**
 * Who has a socket open, shared by every query-api instance: each instance keeps one document per party it
 * holds sockets for, renewed while they stay (a crashed instance's documents simply expire). The notifier
 * reads it to mail only people who are not already reading along.
 */
export const PRESENCE = '_presence';
export const PRESENCE_TTL_MS = 90_000;

export type PresenceView = { id: string; party: string; instance: string; sockets: number; expiresAt: string };

export async function isOnline(docs: DocumentStore, party: string, now = new Date()): Promise<boolean> {
  return (await docs.collection<PresenceView>(PRESENCE).count({ party, sockets: { $gt: 0 }, expiresAt: { $gt: now.toISOString() } })) > 0;
}
