import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../../../lib/i18n/language';
import { Panel } from '../panel';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));

/** Delete Account: the privacy policy's promise that accounts can be deleted from Settings, kept for real. */
export function DeleteAccountPanel({ onDeleted }: { onDeleted: (message: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Panel id="delete-account" title={t('dashboard.delete.title', 'Delete Account')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.delete.explanation', 'Deleting your account erases your personal data from Fie, as the Data Protection Act, 2012 (Act 843) allows you to ask.')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('dashboard.delete.title', 'Delete Account')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
