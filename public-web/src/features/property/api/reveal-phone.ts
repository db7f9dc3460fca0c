import { api } from '../../../lib/api-client';

/** What "Show number" answers: the number (E.164), as people write it, and whether WhatsApp reaches it. */
export type RevealedPhone = { phone: string; display: string; whatsapp: boolean };

/**
 * POST /api/properties/{id}/phone-reveals: the lister's number, asked for by a tap, never carried in the page
 * (scrapers read pages). The server counts each tap for the lister and refuses too many from one address or
 * person (429, with a message to show); an expired session is cleared rather than sent to sign in. Read by
 * hand, not with zod: the property page is the site's lightest, and zod is not in its chunk.
 */
export async function revealPhone(id: string): Promise<RevealedPhone> {
  const answer = await api.post<Partial<RevealedPhone> | null>(`/properties/${encodeURIComponent(id)}/phone-reveals`, undefined, { on401: 'clear' });
  if (!answer || typeof answer.phone !== 'string' || !answer.phone) throw new Error('We could not get the number. Please try again.');
  return { phone: answer.phone, display: typeof answer.display === 'string' ? answer.display : answer.phone, whatsapp: answer.whatsapp === true };
}
