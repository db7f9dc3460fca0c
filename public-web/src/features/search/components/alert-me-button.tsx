import { useState } from 'react';
import Button from '@mui/material/Button';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { useFlash } from '../../../components/ui/flash-message';
import { useT } from '../../../lib/i18n/language';
import { toSearchBody, type SearchFilters } from '../model/filters';

export type AlertMe = (search: ReturnType<typeof toSearchBody>) => Promise<string | null>;

/**
 * "Alert me": keeps this search (its filters and the map area or place) so a new listing that it would find is
 * told at once. `onAlertMe` (from the app) answers what to say, or null when it will say it later (a visitor
 * signs in first).
 */
export function AlertMeButton({ filters, onAlertMe }: { filters: SearchFilters; onAlertMe: AlertMe }) {
  const t = useT();
  const { flash } = useFlash();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const said = await onAlertMe(toSearchBody(filters));
      if (said) flash('success', said);
    } catch (error) {
      flash('error', error instanceof Error ? error.message : t('search.alert.failed', 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<NotificationsActiveOutlined aria-hidden />} onClick={() => void save()} disabled={busy} title={t('search.alert.hint', 'Tell me when a new property matches this search')}>
      {t('search.alert.button', 'Alert me')}
    </Button>
  );
}
