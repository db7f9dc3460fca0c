import { SAVED_PROPERTIES, type SavedPropertyView } from '@fie/read-models';
import { running, type SeekerSource } from './figures';

/** Saved properties: how many the person keeps, and how the list grew. */
export const savedFigure: SeekerSource = async ({ documents, days }, { userId }) => {
  const saved = await documents.collection<SavedPropertyView>(SAVED_PROPERTIES).find({ userId });
  const available = saved.filter((s) => s.listing?.status === 'published').length;
  return [
    {
      key: 'saved',
      label: 'Saved properties',
      total: saved.length,
      detail: available === saved.length ? 'all still available' : `${available} still available`,
      series: { kind: 'running', days, counts: running(days, saved.map((s) => s.savedAt)) },
    },
  ];
};
