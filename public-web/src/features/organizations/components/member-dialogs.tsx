import { useState } from 'react';
import { organizationMessages } from '@fie/domain';
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

const failure = (error: unknown) => ({ title: 'Something went wrong!', message: error instanceof Error ? error.message : undefined });

/** Edit a member's permissions: PUT /api/organizations/members/{userId} {permissions}. */
export function EditMemberDialog({ member, onClose, onSaved }: { member: Member; onClose: () => void; onSaved: () => void }) {
  const { flash } = useFlash();
  const [permissions, setPermissions] = useState<MemberPermission[]>(member.permissions);
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = fullName(member);

  async function save() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await updateMemberPermissions(member.id, permissions);
      flash('success', answer?.message || 'Update successful');
      onSaved();
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="edit-member"
      title={`Edit ${name}`}
      width={450}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={busy}>
            Save
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
  const { flash } = useFlash();
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = fullName(member);

  async function remove() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await removeMember(member.id);
      flash('success', answer?.message || organizationMessages.memberRemoved);
      onRemoved();
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="remove-member"
      title="Remove user?"
      width={450}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" color="error" onClick={remove} disabled={busy}>
            Remove
            {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {error ? <FormBanner severity="error" {...error} /> : null}
      <Typography>
        {`${name} will no longer act for ${organizationName}. Their own account, messages and saved properties stay theirs.`}
      </Typography>
    </DialogFrame>
  );
}
