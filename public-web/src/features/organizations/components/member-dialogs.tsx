import { useState } from 'react';
import { organizationMessages, type Translate } from '@fie/domain';
import { useT } from '../../../lib/i18n/language';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { useFlash } from '../../../components/ui/flash-message';
import { removeMember, updateMemberPermissions, type Member } from '../api/members';
import { fullName } from '../format';
import type { MemberPermission } from '../permissions';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PermissionChecklist } from './permission-checklist';

const failure = (error: unknown, t: Translate) => ({ title: t('organizations.register.failed', 'Something went wrong!'), message: error instanceof Error ? error.message : undefined });

/** Edit a member's permissions: PUT /api/organizations/members/{userId} {permissions}. */
export function EditMemberDialog({ member, onClose, onSaved }: { member: Member; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { flash } = useFlash();
  const [permissions, setPermissions] = useState<MemberPermission[]>(member.permissions);
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = fullName(member, t);

  async function save() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await updateMemberPermissions(member.id, permissions);
      flash('success', answer?.message || t('organizations.members.updated', 'Update successful'));
      onSaved();
    } catch (caught) {
      setError(failure(caught, t));
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="edit-member"
      title={t('organizations.members.edit-name', 'Edit {name}', { name })}
      width={450}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('ui.cancel', 'Cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={busy}>
            {t('organizations.members.save', 'Save')}
            {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {error ? <FormBanner severity="error" {...error} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {member.email}
      </Typography>
      <PermissionChecklist value={permissions} onChange={setPermissions} disabled={busy} />
    </DialogFrame>
  );
}

/** Remove a member, after asking: DELETE /api/organizations/members/{userId}. */
export function RemoveMemberDialog({
  member,
  organizationName,
  onClose,
  onRemoved,
}: {
  member: Member;
  organizationName: string;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const t = useT();
  const { flash } = useFlash();
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = fullName(member, t);

  async function remove() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await removeMember(member.id);
      flash('success', answer?.message || organizationMessages.memberRemoved);
      onRemoved();
    } catch (caught) {
      setError(failure(caught, t));
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="remove-member"
      title={t('organizations.members.remove-title', 'Remove user?')}
      width={450}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('ui.cancel', 'Cancel')}</Button>
          <Button variant="contained" color="error" onClick={remove} disabled={busy}>
            {t('organizations.members.remove', 'Remove')}
            {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {error ? <FormBanner severity="error" {...error} /> : null}
      <Typography>
        {t('organizations.members.remove-text', '{name} will no longer act for {organization}. Their own account, messages and saved properties stay theirs.', { name, organization: organizationName })}
      </Typography>
    </DialogFrame>
  );
}
