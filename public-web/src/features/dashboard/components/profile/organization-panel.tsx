import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../../components/ui/form-banner';
import { ApiError } from '../../../../lib/api-client';
import { leaveOrganization } from '../../api/account';
import { formatDate } from '../../format';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

const ConfirmDialog = lazy(() => import('../../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Organization: shown only to a member; Leave Organization asks first, then really leaves. */
export function OrganizationPanel({ organization, onLeft }: { organization: NonNullable<DashboardUser['organization']>; onLeft: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title: string; message?: string } | null>(null);

  async function leave() {
    setBusy(true);
    setBanner(null);
    try {
      const answer = await leaveOrganization();
      setAsking(false);
      setBanner({ severity: 'success', title: answer?.message || 'You have left the organization' });
      await onLeft().catch(() => null);
    } catch (error) {
      setAsking(false);
      setBanner({ severity: 'error', title: 'Something went wrong', message: error instanceof ApiError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel id="organization" title="Organization">
      {banner ? <FormBanner {...banner} /> : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" color="text.secondary">
          Name
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {organization.name}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Date joined
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatDate(organization.dateAdded) || 'Not recorded'}
        </Typography>
      </Box>
      <Button variant="outlined" color="error" sx={{ mt: 2 }} onClick={() => setAsking(true)}>
        Leave Organization
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Leave Organization"
            text={`You will no longer list or manage properties for ${organization.name}. They can invite you again later.`}
            confirmLabel="Leave"
            busy={busy}
            onConfirm={() => void leave()}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
