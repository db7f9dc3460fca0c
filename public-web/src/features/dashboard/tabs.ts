import type { Translate } from '@fie/domain';
import type { DashboardUser } from './types';

/** The dashboard's tabs in the spec's order; Properties only for owners and agents. */
export const allTabs = [
  { value: 'dashboard', label: (t: Translate) => t('dashboard.tab.dashboard', 'Dashboard') },
  { value: 'properties', label: (t: Translate) => t('dashboard.tab.properties', 'Properties') },
  { value: 'messages', label: (t: Translate) => t('dashboard.tab.messages', 'Messages') },
  { value: 'saved', label: (t: Translate) => t('dashboard.tab.saved', 'Saved') },
  { value: 'offers', label: (t: Translate) => t('dashboard.tab.offers', 'Offers') },
  { value: 'payments', label: (t: Translate) => t('dashboard.tab.payments', 'Payments') },
  { value: 'requests', label: (t: Translate) => t('dashboard.tab.requests', 'Requests') },
  { value: 'documents', label: (t: Translate) => t('dashboard.tab.documents', 'Documents') },
  { value: 'profile', label: (t: Translate) => t('dashboard.tab.profile', 'Profile') },
  { value: 'calendar', label: (t: Translate) => t('dashboard.tab.calendar', 'Calendar') },
] as const;
export type TabValue = (typeof allTabs)[number]['value'];

export const canListProperties = (user: Pick<DashboardUser, 'userType'> | null) =>
  user?.userType === 'owner' || user?.userType === 'organization_member';

export function visibleTabs(user: Pick<DashboardUser, 'userType'> | null) {
  return allTabs.filter((tab) => tab.value !== 'properties' || canListProperties(user));
}

// Other spellings people (and older links) use for the same tabs: the notices' links say ?tab=calender, the tab's
// old name.
const aliases: Record<string, TabValue> = { calender: 'calendar', account: 'profile', listings: 'properties', favourites: 'saved', favorites: 'saved' };

/** ?tab=profile, or #profile (the spec's two ways in); anything unknown or hidden opens Dashboard. */
export function tabFrom(search: string, hash: string, user: Pick<DashboardUser, 'userType'> | null): TabValue {
  const shown = visibleTabs(user).map((tab) => tab.value as string);
  const pick = (value: string | null | undefined): TabValue | undefined => {
    if (!value) return undefined;
    const name = value.toLowerCase();
    const tab = (shown.includes(name) ? name : aliases[name]) as TabValue | undefined;
    return tab && shown.includes(tab) ? tab : undefined;
  };
  const fromQuery = pick(new URLSearchParams(search).get('tab'));
  const fromHash = pick(hash.replace(/^#/, '').split('/')[0]);
  return fromQuery ?? fromHash ?? 'dashboard';
}
