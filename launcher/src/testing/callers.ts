import { latestMessageTo } from '@fie/stores';
import { signUpOwner } from './listings';
import { addMember, createOrganization } from './organizations';
import type { TestMarketplace } from './test-marketplace';

/**
 * Every kind of caller the API tells apart, each a real account made through the API: a visitor (no token);
 * people (a seeker, an owner, an organization member who lists, a member who manages users); organizations
 * (one, and another whose members these are not); and staff in each role of `staffRoles`.
 */
export const personCallers = ['seeker', 'owner', 'member', 'manager'] as const;
export const organizationCallers = ['organization', 'otherOrganization'] as const;
export const staffCallers = ['administrator', 'moderator', 'support', 'analyst'] as const;
export const callerKinds = ['visitor', ...personCallers, ...organizationCallers, ...staffCallers] as const;

export type PersonCaller = (typeof personCallers)[number];
export type OrganizationCaller = (typeof organizationCallers)[number];
export type StaffCaller = (typeof staffCallers)[number];
export type Caller = (typeof callerKinds)[number];

/** What each member may do in the organization (its permissions, as the organization granted them). */
export const memberPermissions = { member: ['list_properties', 'delete_properties'], manager: ['manage_users'] } as const;

type Account = { id: string; email: string; password: string; token: string };
export type CallerAccounts = {
  person: Record<PersonCaller, Account>;
  organization: Record<OrganizationCaller, Account & { url_name: string }>;
  staff: Record<StaffCaller, Account>;
};

export type Callers = CallerAccounts & {
  /** The kinds made for this file, the visitor included. */
  kinds: Caller[];
  /** The token a caller sends; a visitor sends none. */
  token(who: Caller): string | undefined;
  /**
   * After a call that may have ended sessions (signing out everywhere, closing an account, leaving the
   * organization, a password changed): signs those callers in again, or makes a new account of the same kind
   * when theirs is gone, and invites a member back who left (or makes a new one), so the next calls still come
   * from that kind.
   */
  keepSignedIn(...who: Caller[]): Promise<void>;
};

const password = 'Akwaaba#2026';

/**
 * Signing a caller in again comes from an address of its own (TEST-NET-1, which tests send nothing else from):
 * an attempt on an account a call has just closed counts as a failed sign-in, and enough of them from one
 * address throttle every sign-in from it, the marketplace's own test helpers' included.
 */
let signIns = 0;
const signInAddress = () => ({ 'x-forwarded-for': `192.0.2.${(signIns++ % 254) + 1}` });

/**
 * Makes the accounts once, for one test file, through the API: sign-up and confirmation, the owner upgrade,
 * organization registration and invitations, and staff invited by the first administrator. `tag` keeps the
 * emails and organization names apart from the file's own; `only` makes fewer kinds (the ones a member needs
 * come with it).
 */
export async function signUpCallers(fie: TestMarketplace, options: { tag: string; only?: Caller[] }): Promise<Callers> {
  const { tag } = options;
  const wanted = new Set<Caller>(options.only ?? callerKinds);
  if (wanted.has('member') || wanted.has('manager')) wanted.add('organization');
  const kinds = callerKinds.filter((k) => k === 'visitor' || wanted.has(k));
  const accounts: CallerAccounts = { person: {} as CallerAccounts['person'], organization: {} as CallerAccounts['organization'], staff: {} as CallerAccounts['staff'] };
  let accountsMade = 0;
  const emailFor = (who: Caller) => `${tag}.${who.toLowerCase()}.${accountsMade++}@example.com`;

  const staffSignIn = async (email: string, pass: string) => {
    const res = await fie.request('POST', '/api/admin/auth/login', { email, password: pass }, undefined, signInAddress());
    if (res.status !== 200) throw new Error(`staff sign-in failed for ${email}: ${JSON.stringify(res.body)}`);
    return { id: res.body.staff.id as string, token: res.body.token as string };
  };

  const newPerson = async (who: PersonCaller): Promise<Account> => {
    const email = emailFor(who);
    const details = { email, firstName: who[0]!.toUpperCase() + who.slice(1), lastName: 'Caller', password, confirmPassword: password };
    const account = who === 'owner' ? await signUpOwner(fie, details) : await fie.signUpAndConfirm(details);
    const person: Account = { id: account.user.id, email, password, token: account.token };
    if (who === 'member' || who === 'manager') await addMember(fie, accounts.organization.organization.token, person, [...memberPermissions[who]]);
    return person;
  };

  // Organizations first: their members join them.
  for (const who of organizationCallers.filter((k) => wanted.has(k))) {
    const url_name = `${tag.slice(0, 8)}_${who === 'organization' ? 'org' : 'oth'}`.toLowerCase();
    const email = emailFor(who);
    const org = await createOrganization(fie, { name: `${tag} ${who === 'organization' ? 'Homes' : 'Other Homes'}`, email, url_name, password: 'Agency#2026' });
    accounts.organization[who] = { id: org.id, email, password: 'Agency#2026', token: org.token, url_name };
  }
  for (const who of personCallers.filter((k) => wanted.has(k))) accounts.person[who] = await newPerson(who);
  for (const who of staffCallers.filter((k) => wanted.has(k))) {
    if (who === 'administrator') {
      accounts.staff.administrator = { ...(await staffSignIn(fie.admin.email, fie.admin.password)), email: fie.admin.email, password: fie.admin.password };
      continue;
    }
    accounts.staff[who] = await inviteStaff(fie, accounts.staff.administrator?.token ?? (await staffSignIn(fie.admin.email, fie.admin.password)).token, who, emailFor(who));
  }

  const isPerson = (who: Caller): who is PersonCaller => (personCallers as readonly string[]).includes(who);
  const isOrganization = (who: Caller): who is OrganizationCaller => (organizationCallers as readonly string[]).includes(who);
  const isStaff = (who: Caller): who is StaffCaller => (staffCallers as readonly string[]).includes(who);

  const token = (who: Caller) => (who === 'visitor' ? undefined : isPerson(who) ? accounts.person[who]?.token : isOrganization(who) ? accounts.organization[who]?.token : accounts.staff[who]?.token);

  async function keepPersonSignedIn(who: PersonCaller) {
    const account = accounts.person[who];
    let me = await fie.request('GET', '/api/auth/user', undefined, account.token);
    if (me.status !== 200) {
      const login = await fie.request('POST', '/api/auth/login', { email: account.email, password: account.password }, undefined, signInAddress());
      if (login.status !== 200) {
        accounts.person[who] = await newPerson(who);
        return;
      }
      account.token = login.body.token;
      me = await fie.request('GET', '/api/auth/user', undefined, account.token);
    }
    // A member who left is invited back, keeping what they made; once invitations to their address reach the
    // hourly limit (a long fuzz makes its member leave more often than that), a new member takes their place.
    if ((who === 'member' || who === 'manager') && me.body.organization?.id !== accounts.organization.organization.id) {
      try {
        await addMember(fie, accounts.organization.organization.token, account, [...memberPermissions[who]]);
      } catch (error) {
        if (!String(error).includes('TooManyRequests')) throw error;
        accounts.person[who] = await newPerson(who);
      }
    }
  }

  async function keepOrganizationSignedIn(who: OrganizationCaller) {
    const account = accounts.organization[who];
    if ((await fie.request('GET', '/api/organizations/user', undefined, account.token)).status === 200) return;
    const login = await fie.request('POST', '/api/organizations/login', { email: account.email, password: account.password }, undefined, signInAddress());
    if (login.status !== 200) throw new Error(`the ${who} caller cannot sign in again: ${JSON.stringify(login.body)}`);
    account.token = login.body.token;
  }

  async function keepStaffSignedIn(who: StaffCaller) {
    const account = accounts.staff[who];
    if ((await fie.request('GET', '/api/admin/auth/me', undefined, account.token)).status === 200) return;
    account.token = (await staffSignIn(account.email, account.password)).token;
  }

  return {
    ...accounts,
    kinds,
    token,
    async keepSignedIn(...who) {
      const which = (who.length ? who : kinds).filter((k) => k !== 'visitor' && kinds.includes(k));
      // The organization first: a member who left is invited back by it.
      for (const k of which.filter(isOrganization)) await keepOrganizationSignedIn(k);
      for (const k of which.filter(isPerson)) await keepPersonSignedIn(k);
      for (const k of which.filter(isStaff)) await keepStaffSignedIn(k);
    },
  };
}

/** An administrator invites a staff member in `role`; they set their password with the mailed link and sign in. */
export async function inviteStaff(fie: TestMarketplace, adminToken: string, role: Exclude<StaffCaller, 'administrator'>, email: string): Promise<Account> {
  const invited = await fie.request('POST', '/api/admin/staff', { email, name: `${role[0]!.toUpperCase()}${role.slice(1)} Caller`, role, reason: 'A caller for the tests' }, adminToken);
  if (invited.status !== 201) throw new Error(`staff invitation failed: ${JSON.stringify(invited.body)}`);
  const link = /set-password\?staff=([^&\s]+)&token=([^\s]+)/.exec((await latestMessageTo(fie.stores.outboxDir, email))?.text ?? '');
  if (!link) throw new Error(`no set-password link mailed to ${email}`);
  const set = await fie.request('POST', '/api/admin/auth/set-password', { staffId: link[1], token: decodeURIComponent(link[2]!), newPassword: password, confirmPassword: password });
  if (set.status !== 200) throw new Error(`setting the staff password failed: ${JSON.stringify(set.body)}`);
  const login = await fie.request('POST', '/api/admin/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`staff sign-in failed for ${email}: ${JSON.stringify(login.body)}`);
  return { id: login.body.staff.id, email, password, token: login.body.token };
}
