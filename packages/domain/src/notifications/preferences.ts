import { z } from 'zod';
import { RuleViolation, UnauthorizedError } from '../shared/errors';

/**
 * What a person wants to hear about, and how (email, SMS, at once or in a morning digest), and whether
 * their phone number shows on their listings. Kept on the person's own stream (`user-{id}`).
 *
 * The kinds of mail are one list: the form, the unsubscribe link and the notifier all iterate over it, so a
 * new kind (viewings, offers, requests) is one entry here and one label.
 */
export const notificationKinds = ['messages', 'viewings', 'offers', 'requests', 'moderation'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
/** How the unsubscribe page and the form name each kind: "emails about new messages". */
export const notificationKindLabels: Record<NotificationKind, string> = { messages: 'new messages', viewings: 'viewings and stay bookings', offers: 'offers on properties', requests: 'properties that match your requests', moderation: 'moderators\' decisions on your listings and reports' };
export const isNotificationKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

export const digests = ['instant', 'daily'] as const;
export type Digest = (typeof digests)[number];

export type Preferences = {
  email: Record<NotificationKind, boolean>;
  sms: Record<NotificationKind, boolean>;
  /** 'daily': one mail a day at 07:00 Accra time instead of one per conversation. */
  digest: Digest;
  /** Call and WhatsApp buttons on the person's own listings (organizations always show their number). */
  showPhone: boolean;
};

const everyKind = (on: boolean) => Object.fromEntries(notificationKinds.map((k) => [k, on])) as Record<NotificationKind, boolean>;
/** Mail on, SMS off until asked for (it reaches a phone, and may cost the person), phone hidden. */
export const defaultPreferences: Preferences = { email: everyKind(true), sms: everyKind(false), digest: 'instant', showPhone: false };

export const preferenceMessages = {
  onOff: 'Choose on or off',
  digest: 'Choose instant or daily',
  phoneForSms: 'Add a phone number to your profile to get text messages',
  saved: 'Preferences saved',
  invalidLink: 'This unsubscribe link is not valid. Change which emails you get in your profile.',
  unsubscribed: (kind: NotificationKind) => `You will no longer get emails about ${notificationKindLabels[kind]}. Change this any time in your profile.`,
} as const;

const onOff = z.boolean({ error: preferenceMessages.onOff });
const perKind = z.object(Object.fromEntries(notificationKinds.map((k) => [k, onOff.optional()])) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>);

/** PUT /api/notifications/preferences and the preferences form: any part of Preferences. */
export const preferencesSchema = z.object({
  email: perKind.optional(),
  sms: perKind.optional(),
  digest: z.enum(digests, { error: preferenceMessages.digest }).optional(),
  showPhone: onOff.optional(),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesChange = z.output<typeof preferencesSchema>;

export type NotificationPreferencesChanged = {
  type: 'NotificationPreferencesChanged';
  data: { userId: string; email: Record<NotificationKind, boolean>; sms: Record<NotificationKind, boolean>; digest: Digest; changedAt: string };
};
export type ContactPreferencesChanged = { type: 'ContactPreferencesChanged'; data: { userId: string; showPhone: boolean; changedAt: string } };
export type PreferencesEvent = NotificationPreferencesChanged | ContactPreferencesChanged;

/** Events carry the whole setting after the change, so a read model needs no earlier event to show it. */
export function evolvePreferences(state: Preferences, event: PreferencesEvent): Preferences {
  switch (event.type) {
    case 'NotificationPreferencesChanged':
      return { ...state, email: { ...state.email, ...event.data.email }, sms: { ...state.sms, ...event.data.sms }, digest: event.data.digest };
    case 'ContactPreferencesChanged':
      return { ...state, showPhone: event.data.showPhone };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * What the decisions below read of a person (their state on `user-{id}`, accounts/user.ts): only this, so the
 * person's state can fold these events without this file importing it back.
 */
type PreferencesOwner = { userId: string; phone?: string | null; preferences: Preferences };

const defined = <T extends object>(o: T | undefined) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
const sameKinds = (a: Record<NotificationKind, boolean>, b: Record<NotificationKind, boolean>) => notificationKinds.every((k) => a[k] === b[k]);

/**
 * Changes any part of the preferences; what is not sent stays as it is, and nothing that stays the same
 * is recorded. Text messages need a phone number on the account.
 */
export function changePreferences(user: PreferencesOwner | undefined, change: PreferencesChange, ctx: { now: Date }): PreferencesEvent[] {
  if (!user) throw new UnauthorizedError();
  const current = user.preferences;
  const email = { ...current.email, ...defined(change.email) };
  const sms = { ...current.sms, ...defined(change.sms) };
  const digest = change.digest ?? current.digest;
  const showPhone = change.showPhone ?? current.showPhone;
  const smsTurnedOn = notificationKinds.find((k) => sms[k] && !current.sms[k]);
  if (smsTurnedOn && !user.phone) throw new RuleViolation('PhoneRequired', preferenceMessages.phoneForSms, { [`sms.${smsTurnedOn}`]: preferenceMessages.phoneForSms });
  const changedAt = ctx.now.toISOString();
  const events: PreferencesEvent[] = [];
  if (!sameKinds(email, current.email) || !sameKinds(sms, current.sms) || digest !== current.digest) {
    events.push({ type: 'NotificationPreferencesChanged', data: { userId: user.userId, email, sms, digest, changedAt } });
  }
  if (showPhone !== current.showPhone) events.push({ type: 'ContactPreferencesChanged', data: { userId: user.userId, showPhone, changedAt } });
  return events;
}

/**
 * A one-click unsubscribe (RFC 8058) from one kind of mail. A closed account gets no mail at all, and a
 * kind already off stays off: both answer the same, and append nothing.
 */
export function unsubscribeFromMail(user: PreferencesOwner | undefined, kind: NotificationKind, ctx: { now: Date }): PreferencesEvent[] {
  if (!user || !user.preferences.email[kind]) return [];
  return changePreferences(user, { email: { [kind]: false } }, ctx);
}
