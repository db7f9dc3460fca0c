/** The analysts' dashboard: how many of each thing happened each day (Africa/Accra, which is UTC all year). */
export const DAILY_COUNTS = 'daily_counts';

export const dailyCountKinds = ['signups', 'listings', 'messages', 'viewings', 'offers', 'reports'] as const;
export type DailyCountKind = (typeof dailyCountKinds)[number];
export type DailyCountsView = { id: string } & Record<DailyCountKind, number>;

/** Which events each count counts: the first step of each thing (a viewing asked for, an offer made), not the steps after. */
export const countedEvents: Record<string, DailyCountKind> = {
  UserSignedUp: 'signups',
  ListingCreated: 'listings',
  MessageSent: 'messages',
  ViewingRequested: 'viewings',
  OfferMade: 'offers',
  ListingReported: 'reports',
  MessageReported: 'reports',
};
