// The words people read, made with ids: the route says them in the request's language (routes.ts).
import { apiText as t } from '@fie/domain';
import { SAVED_PROPERTIES, type SavedPropertyView } from '@fie/read-models';
import { running, type SeekerSource } from './figures';

/** Saved properties: how many the person keeps, and how the list grew. */
export const savedFigure: SeekerSource = async ({ documents, days }, { userId }) => {
  const saved = await documents.collection<SavedPropertyView>(SAVED_PROPERTIES).find({ userId });
  const available = saved.filter((s) => s.listing?.status === 'published').length;
  return [
    {
      key: 'saved',
      label: t('api.dashboard.saved', 'Saved properties'),
      total: saved.length,
      detail: available === saved.length ? t('api.dashboard.saved.all-available', 'all still available') : t('api.dashboard.saved.available', '{count} still available', { count: available }),
      series: { kind: 'running', days, counts: running(days, saved.map((s) => s.savedAt)) },
    },
  ];
};
