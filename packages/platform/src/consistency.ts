import type { DocumentStore } from '@fie/stores';

/**
 * Read-your-writes. Commands answer with the $all position they wrote (header `X-Fie-Position`);
 * waiting until every projection's checkpoint has passed it means the next page load sees the change.
 */
export const POSITION_HEADER = 'X-Fie-Position';
export const CHECKPOINTS = '_checkpoints';

export type Checkpoint = { id: string; position: number; updatedAt: string };

export async function waitForProjections(documents: DocumentStore, position: number, names: string[], timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const checkpoints = documents.collection<Checkpoint>(CHECKPOINTS);
  for (let delay = 2; ; delay = Math.min(delay * 2, 25)) {
    const found = await checkpoints.find({ id: { $in: names } });
    const reached = new Set(found.filter((c: Checkpoint) => c.position >= position).map((c: Checkpoint) => c.id));
    if (names.every((n) => reached.has(n))) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, delay));
  }
}
