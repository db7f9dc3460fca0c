import { z } from 'zod';
import { apiText as t } from '../i18n/texts';
import { RuleViolation, UnauthorizedError } from '../shared/errors';

/**
 * What a person wants to hear about, and how (email, texts by SMS or WhatsApp, mail at once or in a morning digest),
 * and whether their phone number shows on their listings. Kept on the person's own stream (`user-{id}`).
 *
 * The kinds of news are one list: the form, the unsubscribe link and the notifier all iterate over it, so a
 * new kind (viewings, offers, requests) is one entry here, and one label in the form and the unsubscribe message.
 */
export const notificationKinds = ['messages', 'viewings', 'offers', 'requests', 'moderation', 'payments'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const isNotificationKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

export const digests = ['instant', 'daily'] as const;
export type Digest = (typeof digests)[number];

/** How texts reach the person (issue 32): by SMS, by WhatsApp (where Fie has it configured) or both. */
export const textChannels = ['sms', 'whatsapp', 'both'] as const;
export type TextChannel = (typeof textChannels)[number];

export type Preferences = {
  email: Record<NotificationKind, boolean>;
  /** Texts, per kind; they go by `textBy` (the name is the API's, from when SMS was the only way). */
  sms: Record<NotificationKind, boolean>;
  textBy: TextChannel;
  /** 'daily': one mail a day at 07:00 Accra time instead of one per conversation. */
  digest: Digest;
  /** Call and WhatsApp buttons on the person's own listings (organizations always show their number). */
  showPhone: boolean;
};

/**
 * Preferences as the person's stream folds them: `chosen` once they changed which news reach them how (the first
 * NotificationPreferencesChanged). Until then they have the defaults of how they can be reached (defaultPreferencesFor).
 */
export type PreferencesState = Preferences & { chosen?: boolean };

const everyKind = (on: boolean) => Object.fromEntries(notificationKinds.map((k) => [k, on])) as Record<NotificationKind, boolean>;
/** Mail on, texts off until asked for (they reach a phone, and may cost the person), by SMS, phone hidden. */
export const defaultPreferences: Preferences = { email: everyKind(true), sms: everyKind(false), textBy: 'sms', digest: 'instant', showPhone: false };

/** Which ways of reaching a person they proved with a code (the users read model's hasConfirmedEmail/Phone). */
export type Reach = { email: boolean; phone: boolean };

/**
 * The defaults for a person who never changed them (issue 32): someone who proved a phone number and no email is
 * told by text of everything (a mailbox they do not have would hear nothing); everyone else by mail, texts when they
 * turn them on. A choice, once made, is theirs whatever they add later.
 */
export function defaultPreferencesFor(reach: Reach): Preferences {
  return reach.phone && !reach.email ? { ...defaultPreferences, sms: everyKind(true) } : defaultPreferences;
}

/** A person's preferences now: what they chose, or the defaults of how they can be reached; their phone switch either way. */
export function currentPreferences(state: PreferencesState, reach: Reach): Preferences {
  if (!state.chosen) return { ...defaultPreferencesFor(reach), showPhone: state.showPhone };
  const { chosen: _, ...chosen } = state;
  return chosen;
}

export const preferenceMessages = {
  onOff: t('api.preferences.on-off', 'Choose on or off'),
  digest: t('api.preferences.digest', 'Choose instant or daily'),
  textBy: t('api.preferences.text-by', 'Choose SMS, WhatsApp or both'),
  phoneForSms: t('api.preferences.phone-for-sms', 'Add a phone number to your profile to get text messages'),
  noWhatsApp: t('api.preferences.no-whatsapp', 'Fie does not send WhatsApp messages yet: choose SMS'),
  saved: t('api.preferences.saved', 'Preferences saved'),
  check: t('api.preferences.check', 'Check your choices'),
  invalidLink: t('api.preferences.invalid-link', 'This unsubscribe link is not valid. Change which emails you get in your profile.'),
  unsubscribed: (kind: NotificationKind) =>
    t('api.preferences.unsubscribed', '{kind, select, messages {You will no longer get emails about new messages.} viewings {You will no longer get emails about viewings and stay bookings.} offers {You will no longer get emails about offers on properties.} requests {You will no longer get emails about properties that match your requests.} moderation {You will no longer get emails about moderators\' decisions on your listings and reports.} payments {You will no longer get emails about payments: receipts, refunds and disputes.} other {You will no longer get these emails.}} Change this any time in your profile.', { kind }),
} as const;

const onOff = z.boolean({ error: preferenceMessages.onOff });
const perKind = z.object(Object.fromEntries(notificationKinds.map((k) => [k, onOff.optional()])) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>);

/** PUT /api/notifications/preferences and the preferences form: any part of Preferences. */
export const preferencesSchema = z.object({
  email: perKind.optional(),
  sms: perKind.optional(),
  textBy: z.enum(textChannels, { error: preferenceMessages.textBy }).optional(),
  digest: z.enum(digests, { error: preferenceMessages.digest }).optional(),
  showPhone: onOff.optional(),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesChange = z.output<typeof preferencesSchema>;

export type NotificationPreferencesChanged = {
  type: 'NotificationPreferencesChanged';
  /** `textBy` is absent from events recorded before WhatsApp (issue 32): those texts went by SMS. */
  data: { userId: string; email: Record<NotificationKind, boolean>; sms: Record<NotificationKind, boolean>; textBy?: TextChannel; digest: Digest; changedAt: string };
};
export type ContactPreferencesChanged = { type: 'ContactPreferencesChanged'; data: { userId: string; showPhone: boolean; changedAt: string } };
export type PreferencesEvent = NotificationPreferencesChanged | ContactPreferencesChanged;

/** Events carry the whole setting after the change, so a read model needs no earlier event to show it. */
export function evolvePreferences(state: PreferencesState, event: PreferencesEvent): PreferencesState {
  switch (event.type) {
    case 'NotificationPreferencesChanged':
      return { ...state, email: { ...state.email, ...event.data.email }, sms: { ...state.sms, ...event.data.sms }, textBy: event.data.textBy ?? 'sms', digest: event.data.digest, chosen: true };
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
type PreferencesOwner = { userId: string; phone?: string | null; preferences: PreferencesState };

/** What a change is decided against besides the person: how they can be reached, and whether Fie has WhatsApp. */
export type PreferencesContext = { now: Date; reach: Reach; whatsapp: boolean };

const defined = <T extends object>(o: T | undefined) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
const sameKinds = (a: Record<NotificationKind, boolean>, b: Record<NotificationKind, boolean>) => notificationKinds.every((k) => a[k] === b[k]);

/**
 * Changes any part of the preferences; what is not sent stays as it is (the defaults of how the person can be
 * reached, until they first choose), and nothing that stays the same is recorded. Text messages need a phone number
 * on the account, and WhatsApp a Fie that sends it.
 */
export function changePreferences(user: PreferencesOwner | undefined, change: PreferencesChange, ctx: PreferencesContext): PreferencesEvent[] {
  if (!user) throw new UnauthorizedError();
  const current = currentPreferences(user.preferences, ctx.reach);
  const email = { ...current.email, ...defined(change.email) };
  const sms = { ...current.sms, ...defined(change.sms) };
  const textBy = change.textBy ?? current.textBy;
  const digest = change.digest ?? current.digest;
  const showPhone = change.showPhone ?? current.showPhone;
  const smsTurnedOn = notificationKinds.find((k) => sms[k] && !current.sms[k]);
  if (smsTurnedOn && !user.phone) throw new RuleViolation('PhoneRequired', preferenceMessages.phoneForSms, { [`sms.${smsTurnedOn}`]: preferenceMessages.phoneForSms });
  if (textBy !== current.textBy && textBy !== 'sms') {
    if (!ctx.whatsapp) throw new RuleViolation('WhatsAppUnavailable', preferenceMessages.noWhatsApp, { textBy: preferenceMessages.noWhatsApp });
    if (!user.phone) throw new RuleViolation('PhoneRequired', preferenceMessages.phoneForSms, { textBy: preferenceMessages.phoneForSms });
  }
  const changedAt = ctx.now.toISOString();
  const events: PreferencesEvent[] = [];
  // The first change records the whole setting, defaults included: from then on it is the person's, whatever they add later.
  if (!sameKinds(email, current.email) || !sameKinds(sms, current.sms) || textBy !== current.textBy || digest !== current.digest) {
    events.push({ type: 'NotificationPreferencesChanged', data: { userId: user.userId, email, sms, textBy, digest, changedAt } });
  }
  if (showPhone !== current.showPhone) events.push({ type: 'ContactPreferencesChanged', data: { userId: user.userId, showPhone, changedAt } });
  return events;
}

/**
 * A one-click unsubscribe (RFC 8058) from one kind of mail. A closed account gets no mail at all, and a
 * kind already off stays off: both answer the same, and append nothing.
 */
export function unsubscribeFromMail(user: PreferencesOwner | undefined, kind: NotificationKind, ctx: PreferencesContext): PreferencesEvent[] {
  if (!user || !currentPreferences(user.preferences, ctx.reach).email[kind]) return [];
  return changePreferences(user, { email: { [kind]: false } }, ctx);
}
