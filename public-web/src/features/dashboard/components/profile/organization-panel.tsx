import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../../components/ui/form-banner';
import { ApiError } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n/language';
import { leaveOrganization } from '../../api/account';
import { formatDate } from '../../format';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

const ConfirmDialog = lazy(() => import('../../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Organization: shown only to a member; Leave Organization asks first, then really leaves. */
export function OrganizationPanel({ organization, onLeft }: { organization: NonNullable<DashboardUser['organization']>; onLeft: () => Promise<unknown> }) {
  const { t, language } = useLanguage();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title: string; message?: string } | null>(null);

  async function leave() {
    setBusy(true);
    setBanner(null);
    try {
      const answer = await leaveOrganization();
      setAsking(false);
      setBanner({ severity: 'success', title: answer?.message || t('dashboard.organization.left', 'You have left the organization') });
      await onLeft().catch(() => null);
    } catch (error) {
      setAsking(false);
      setBanner({ severity: 'error', title: t('ui.went-wrong', 'Something went wrong'), message: error instanceof ApiError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel id="organization" title={t('dashboard.organization.title', 'Organization')}>
      {banner ? <FormBanner {...banner} /> : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" color="text.secondary">
          {t('dashboard.organization.name', 'Name')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {organization.name}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('dashboard.organization.joined', 'Date joined')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatDate(language, organization.dateAdded) || t('dashboard.organization.not-recorded', 'Not recorded')}
        </Typography>
      </Box>
      <Button variant="outlined" color="error" sx={{ mt: 2 }} onClick={() => setAsking(true)}>
        {t('dashboard.organization.leave', 'Leave Organization')}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('dashboard.organization.leave', 'Leave Organization')}
            text={t('dashboard.organization.leave-text', 'You will no longer list or manage properties for {name}. They can invite you again later.', { name: organization.name })}
            confirmLabel={t('dashboard.organization.leave-confirm', 'Leave')}
            busy={busy}
            onConfirm={() => void leave()}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
