import { latestMessageTo } from '@fie/stores';
import type { TestMarketplace } from './test-marketplace';

/** Registers an organization, completes it through the mailed link, and signs it in. */
export async function createOrganization(fie: TestMarketplace, o: { name: string; email: string; url_name: string; password?: string; phone?: string }) {
  const password = o.password ?? 'Agency#2026';
  const reg = await fie.request('POST', '/api/organizations/register-organization', { name: o.name, email: o.email, phone: o.phone ?? '0302212345', address: '12 Oxford Street, Osu, Accra', url_name: o.url_name });
  if (reg.status !== 201) throw new Error(`register-organization failed: ${JSON.stringify(reg.body)}`);
  const key = await mailedKey(fie, o.email);
  await fie.request('POST', '/api/organizations/complete-organization-registration', { password, confirmPassword: password, key });
  const login = await fie.request('POST', '/api/organizations/login', { email: o.email, password });
  return { id: reg.body.organization.id as string, token: login.body.token as string, url_name: o.url_name, key };
}

/** Invites a user with permissions and has them accept through the mailed link. */
export async function addMember(fie: TestMarketplace, orgToken: string, user: { id: string; email: string; token: string }, permissions: string[]) {
  const invite = await fie.request('POST', `/api/organizations/invite-member/${user.id}`, { permissions }, orgToken);
  if (invite.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invite.body)}`);
  const key = await mailedKey(fie, user.email);
  const accept = await fie.request('POST', '/api/organizations/accept-invitation', { key }, user.token);
  if (accept.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accept.body)}`);
}

export async function mailedKey(fie: TestMarketplace, email: string) {
  const text = (await latestMessageTo(fie.stores.outboxDir, email))?.text ?? '';
  const key = /[?&]key=([^\s&]+)/.exec(text)?.[1];
  if (!key) throw new Error(`no key mailed to ${email}`);
  return decodeURIComponent(key);
}
