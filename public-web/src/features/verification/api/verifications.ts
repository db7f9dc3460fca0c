import { z } from 'zod';
import { verificationKinds, type SubmitVerification } from '@fie/domain';
import { api } from '../../../lib/api-client';

const verificationSchema = z.object({
  kind: z.enum(verificationKinds),
  kindLabel: z.string(),
  number: z.string(),
  document: z.string(),
  state: z.enum(['pending', 'verified', 'rejected', 'lapsed']),
  submittedAt: z.string(),
  reason: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** GET /api/verifications: the signed-in person's own, newest first. */
export async function fetchMyVerifications(signal?: AbortSignal): Promise<Verification[]> {
  const body = await api.get<unknown>('/verifications', { signal });
  return z.object({ verifications: z.array(verificationSchema) }).parse(body).verifications;
}

/** POST /api/verifications: refusals come back with `errors` by field (number, document). */
export function submitVerification(input: SubmitVerification) {
  return api.post<{ message: string }>('/verifications', input);
}
