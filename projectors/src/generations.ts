import { generationName, type DocumentStore, type GenerationPointer, type SearchIndex } from '@fie/stores';
import type { Projection } from './projection';

/**
 * A projection's generations. Its collections and search indexes are named by generation (`listings@v6g2`);
 * the pointer document (the document store's) and the search aliases say which is live. The generation ''
 * is the bare names read models had before generations: it stays live until the projection's first rebuild.
 */
export type ProjectionPointer = GenerationPointer & {
  /** The projection's version the generation was built with. */
  version: number;
  searchIndexes: string[];
  /** Generations made so far, so the next gets a new number. */
  builds: number;
};

/** v6g2: the projection's version, and which build of it. */
export const nextGeneration = (projection: Projection, pointer: ProjectionPointer | undefined): string => {
  const live = /g(\d+)$/.exec(pointer?.generation ?? '')?.[1];
  return `v${projection.version}g${Math.max(pointer?.builds ?? 0, Number(live ?? 0)) + 1}`;
};

/** A search index of a generation; the live generation's is also reached by the bare name, an alias. */
export const indexOf = (index: string, generation: string): string => (generation ? `${index}@${generation}` : index);

/** A build's checkpoint, beside the live one (which keeps the projection's name, as readers wait on it). */
export const buildCheckpointId = (projection: Projection, generation: string) => `${projection.name}@${generation}`;

export async function livePointer(documents: DocumentStore, projection: Projection): Promise<ProjectionPointer | undefined> {
  return (await documents.generations()).find((p) => p.id === projection.name) as ProjectionPointer | undefined;
}

/**
 * A generation about to be bulk loaded (bulk/bulk-rebuild.ts): whatever an earlier attempt left in it goes
 * (its collections dropped, its search indexes made anew), and no secondary index is made yet: the load
 * makes them after its last write.
 */
export async function emptyGeneration(documents: DocumentStore, search: SearchIndex | undefined, projection: Projection, generation: string): Promise<void> {
  const store = documents.pinned(projection.collections, generation);
  for (const collection of projection.collections) await store.collection(collection).drop();
  for (const index of projection.searchIndexes ?? []) {
    const name = indexOf(index.name, generation);
    await search!.dropIndex(name);
    await search!.ensureIndex(name, index.mapping);
  }
}

/**
 * Drops a generation that is no longer live: its collections, and its search indexes unless the alias
 * took their names (the bare generation's indexes are deleted by the switch itself).
 */
export async function dropGeneration(documents: DocumentStore, search: SearchIndex | undefined, collections: string[], searchIndexes: string[], generation: string): Promise<void> {
  for (const collection of collections) await documents.collection(generationName(collection, generation)).drop();
  if (!generation) return;
  for (const index of searchIndexes) await search?.dropIndex(indexOf(index, generation));
}
