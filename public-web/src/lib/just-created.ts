/**
 * What a page is told, in the router's location state, about the thing the person has just made: the listing
 * form sends its lister to the new listing's page, the request form its seeker to the request among theirs.
 * Location state, not the address, so a link shared or bookmarked never says "Your listing is live" to anyone
 * else. Features do not import each other; both sides read and write this shape through here.
 */
export type JustListed = { justListed: { id: string; status: string; message: string } };
export type JustPosted = { justPosted: { id: string; message: string } };

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object';

export const justListedState = (id: string, status: string, message: string): JustListed => ({ justListed: { id, status, message } });
export const justPostedState = (id: string, message: string): JustPosted => ({ justPosted: { id, message } });

/** The listing just created, if the state says so and it is the one shown (`id`). */
export function readJustListed(state: unknown, id: string): JustListed['justListed'] | undefined {
  const listed = isRecord(state) ? state.justListed : undefined;
  if (!isRecord(listed) || listed.id !== id) return undefined;
  return { id, status: typeof listed.status === 'string' ? listed.status : 'published', message: typeof listed.message === 'string' ? listed.message : '' };
}

/** The request just posted, if the state says so. */
export function readJustPosted(state: unknown): JustPosted['justPosted'] | undefined {
  const posted = isRecord(state) ? state.justPosted : undefined;
  if (!isRecord(posted) || typeof posted.id !== 'string') return undefined;
  return { id: posted.id, message: typeof posted.message === 'string' ? posted.message : '' };
}
