import { defaultPreferences, defaultPreferencesFor, notificationKinds, textChannels, type NotificationKind, type Preferences, type Reach, type TextChannel } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { hasConfirmedEmail, hasConfirmedPhone, type UserView } from '../accounts/users';

/**
 * The `preferences` read model: one document per person who changed anything (id = userId); everyone else has the
 * defaults of how they can be reached (defaultPreferencesFor: texts for a phone-first person, mail for the rest). A
 * document holds only what the person's events said: the notification choices once they made one (each event carries
 * them whole), the phone switch once they touched it. The notifier reads it before each mail or text, the listing
 * presenter for `showPhone`.
 */
export const PREFERENCES = 'preferences';
export type PreferencesView = Partial<Preferences> & { id: string; updatedAt: string };
export const DEFAULT_PREFERENCES: Preferences = defaultPreferences;

/** How a person can be reached, as the users read model knows it. */
export const reachOf = (user: Pick<UserView, 'email' | 'confirmed' | 'emailConfirmed' | 'phone' | 'phoneConfirmed'>): Reach => ({ email: hasConfirmedEmail(user), phone: hasConfirmedPhone(user) });

const perKind = (stored: Partial<Record<NotificationKind, boolean>> | undefined, fallback: Record<NotificationKind, boolean>) =>
  Object.fromEntries(notificationKinds.map((k) => [k, stored?.[k] ?? fallback[k]])) as Record<NotificationKind, boolean>;

/**
 * A person's preferences; what they never chose (a kind added after they last changed theirs, or everything) takes
 * the default of how they can be reached (`reach`; unknown: as someone reached by mail).
 */
export async function preferencesOf(docs: DocumentStore, userId: string, reach: Reach = { email: true, phone: false }): Promise<Preferences> {
  const defaults = defaultPreferencesFor(reach);
  const view = await docs.collection<PreferencesView>(PREFERENCES).get(userId);
  if (!view) return defaults;
  return {
    email: perKind(view.email, defaults.email),
    sms: perKind(view.sms, defaults.sms),
    textBy: (textChannels as readonly string[]).includes(view.textBy as string) ? (view.textBy as TextChannel) : defaults.textBy,
    digest: view.digest ?? defaults.digest,
    showPhone: view.showPhone ?? defaults.showPhone,
  };
}
