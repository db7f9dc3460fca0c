import type { DashboardUser } from './types';

/** The dashboard's tabs in the spec's order; Properties only for owners and agents. */
export const allTabs = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'properties', label: 'Properties' },
  { value: 'messages', label: 'Messages' },
  { value: 'saved', label: 'Saved' },
  { value: 'offers', label: 'Offers' },
  { value: 'requests', label: 'Requests' },
  { value: 'documents', label: 'Documents' },
  { value: 'profile', label: 'Profile' },
  { value: 'calender', label: 'Calender' },
] as const;
export type TabValue = (typeof allTabs)[number]['value'];

export const canListProperties = (user: Pick<DashboardUser, 'userType'> | null) =>
  user?.userType === 'owner' || user?.userType === 'organization_member';

export function visibleTabs(user: Pick<DashboardUser, 'userType'> | null) {
  return allTabs.filter((tab) => tab.value !== 'properties' || canListProperties(user));
}

// Other spellings people (and older links) use for the same tabs.
const aliases: Record<string, TabValue> = { calendar: 'calender', account: 'profile', listings: 'properties', favourites: 'saved', favorites: 'saved' };

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
