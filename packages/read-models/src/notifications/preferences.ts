import { defaultPreferences, notificationKinds, type NotificationKind, type Preferences } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';

/**
 * The `preferences` read model: one document per person who changed anything (id = userId); everyone else
 * has the defaults. The notifier reads it before each mail or text, the listing presenter for `showPhone`.
 */
export const PREFERENCES = 'preferences';
export type PreferencesView = Preferences & { id: string; updatedAt: string };
export const DEFAULT_PREFERENCES: Preferences = defaultPreferences;

const perKind = (stored: Partial<Record<NotificationKind, boolean>> | undefined, fallback: Record<NotificationKind, boolean>) =>
  Object.fromEntries(notificationKinds.map((k) => [k, stored?.[k] ?? fallback[k]])) as Record<NotificationKind, boolean>;

/** A person's preferences; a kind of mail added after they last changed theirs takes its default. */
export async function preferencesOf(docs: DocumentStore, userId: string): Promise<Preferences> {
  const view = await docs.collection<PreferencesView>(PREFERENCES).get(userId);
  if (!view) return DEFAULT_PREFERENCES;
  return {
    email: perKind(view.email, DEFAULT_PREFERENCES.email),
    sms: perKind(view.sms, DEFAULT_PREFERENCES.sms),
    digest: view.digest ?? DEFAULT_PREFERENCES.digest,
    showPhone: view.showPhone ?? DEFAULT_PREFERENCES.showPhone,
  };
}
