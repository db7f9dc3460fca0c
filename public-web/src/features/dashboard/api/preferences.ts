import { defaultPreferences, digests, fieldErrors, notificationKinds, preferenceMessages, preferencesSchema, textChannels, type Digest, type NotificationKind, type Preferences, type PreferencesInput, type TextChannel } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

export type { Digest, Preferences, PreferencesInput, TextChannel };

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const perKind = (value: unknown, fallback: Record<NotificationKind, boolean>) =>
  Object.fromEntries(notificationKinds.map((kind) => [kind, isRecord(value) && typeof value[kind] === 'boolean' ? value[kind] : fallback[kind]])) as Record<NotificationKind, boolean>;

/** Reads the preferences the API answered; anything missing takes the server's own default. */
export function toPreferences(value: unknown): Preferences {
  const raw = isRecord(value) ? value : {};
  return {
    email: perKind(raw.email, defaultPreferences.email),
    sms: perKind(raw.sms, defaultPreferences.sms),
    textBy: (textChannels as readonly string[]).includes(raw.textBy as string) ? (raw.textBy as TextChannel) : defaultPreferences.textBy,
    digest: (digests as readonly string[]).includes(raw.digest as string) ? (raw.digest as Digest) : defaultPreferences.digest,
    showPhone: typeof raw.showPhone === 'boolean' ? raw.showPhone : defaultPreferences.showPhone,
  };
}

/** How Fie can text people here: SMS always, WhatsApp where the marketplace has it configured. */
export type TextWays = { whatsapp: boolean };

/** GET /api/notifications/preferences: the person's choices (the defaults of how they can be reached until they change one), and whether WhatsApp is offered. */
export async function fetchPreferences(options: Pick<RequestOptions, 'signal'> = {}): Promise<{ preferences: Preferences; ways: TextWays }> {
  const answer = await api.get<{ result?: unknown; textChannels?: unknown }>('/notifications/preferences', options);
  return { preferences: toPreferences(answer?.result), ways: { whatsapp: Array.isArray(answer?.textChannels) && answer.textChannels.includes('whatsapp') } };
}

/**
 * PUT /api/notifications/preferences with only what changed, checked first with the server's schema.
 * Answers the server's message ('Preferences saved') and the whole preferences after the change.
 */
export async function savePreferences(change: PreferencesInput): Promise<{ message: string; preferences: Preferences }> {
  const parsed = preferencesSchema.safeParse(change);
  if (!parsed.success) throw new ApiError(400, preferenceMessages.check, 'ValidationError', fieldErrors(parsed.error));
  const answer = await api.put<{ message?: string; result?: unknown }>('/notifications/preferences', parsed.data);
  return { message: answer?.message || preferenceMessages.saved, preferences: toPreferences(answer?.result) };
}
