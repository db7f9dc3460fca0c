import { z } from 'zod';
import { momoNetworks } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

/**
 * Where a lister is paid (issue 33): the mobile-money number on their profile, and the name the network has
 * registered to it once the provider has been asked (before the first payout, or when they press Check).
 */
export const payoutAccountSchema = z.object({
  lister: z.object({ kind: z.enum(['user', 'organization']), id: z.string(), name: z.string().catch('') }),
  number: z.object({ phone: z.string(), network: z.enum(momoNetworks) }).nullable(),
  accountName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  state: z.enum(['ready', 'no_wallet', 'unchecked', 'no_number']),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

function parse<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(502, `The server's answer to ${call} was not understood (${parsed.error.issues[0]?.path.join('.') || 'the answer'})`, 'UnexpectedAnswer');
}

/** GET /api/payments/payout-account: one for each lister the person answers for (themselves, their organization). */
export async function fetchPayoutAccounts(options: Pick<RequestOptions, 'signal'> = {}): Promise<PayoutAccount[]> {
  return parse(z.object({ result: z.object({ accounts: z.array(payoutAccountSchema) }) }), await api.get<unknown>('/payments/payout-account', options), 'where you are paid').result.accounts;
}

/** POST /api/payments/payout-account/check: asks the provider now whose wallet the number is. */
export async function checkPayoutAccount(organizationId?: string): Promise<string> {
  return parse(z.object({ message: z.string() }), await api.post<unknown>('/payments/payout-account/check', organizationId ? { as: organizationId } : {}), 'the check').message;
}
