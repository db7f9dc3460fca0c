import { lazy, Suspense, useState } from 'react';
import { formatGhanaPhone } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Refresh from '@mui/icons-material/Refresh';
import { FormBanner } from '../../../components/ui/form-banner';
import { PageLoader } from '../../../components/ui/page-loader';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { Member } from '../api/members';
import { formatDate, fullName } from '../format';
import { messageOf, useResource } from '../hooks/use-resource';
import { permissionLabel } from '../permissions';
import { useLanguage, useT } from '../../../lib/i18n/language';

// The dialogs load when first opened: most visits to the Users tab only read the table.
const InviteUserDialog = lazy(() => import('./invite-user-dialog').then((m) => ({ default: m.InviteUserDialog })));
const EditMemberDialog = lazy(() => import('./member-dialogs').then((m) => ({ default: m.EditMemberDialog })));
const RemoveMemberDialog = lazy(() => import('./member-dialogs').then((m) => ({ default: m.RemoveMemberDialog })));

type OpenDialog = { name: 'invite' } | { name: 'edit'; member: Member } | { name: 'remove'; member: Member } | null;

/**
 * The Users tab: the organization's members with their permissions. Those who may manage users (the
 * organization, or a member with Manage Users) also get Add User, edit and remove; the server checks
 * the same rule on every call, the hidden buttons only spare people a refusal.
 */
export function MembersPanel({
  organizationName,
  load,
  loadKey,
  canManage,
}: {
  organizationName: string;
  load: (signal: AbortSignal) => Promise<Member[]>;
  /** Changes when a different organization's members are to be loaded. */
  loadKey: string;
  canManage: boolean;
}) {
  const t = useT();
  const members = useResource(load, loadKey);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    members.reload();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t('org-page.tab.users', 'Users')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<Refresh />} onClick={members.reload} disabled={members.status === 'loading' || members.refreshing}>
            {t('ui.refresh', 'Refresh')}
          </Button>
          {canManage ? (
            <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setDialog({ name: 'invite' })}>
              {t('organizations.members.add', 'Add User')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      {members.status === 'loading' || members.refreshing ? <LinearProgress aria-label={t('organizations.members.loading', 'Loading users')} sx={{ mb: 1 }} /> : null}
      {members.status === 'failed' ? <FormBanner severity="error" title={t('organizations.members.failed', 'Could not load users')} message={messageOf(members.error)} /> : null}
      {members.status === 'ready' && members.data.length === 0 ? (
        <Typography color="text.secondary">
          {canManage
            ? t('organizations.members.none', 'No users yet. Add User sends an invitation by email; people show here once they accept it.')
            : t('organizations.members.none-others', '{name} has no other users yet.', { name: organizationName })}
        </Typography>
      ) : null}
      {members.status === 'ready' && members.data.length > 0 ? (
        <MembersTable
          members={members.data}
          canManage={canManage}
          onEdit={(member) => setDialog({ name: 'edit', member })}
          onRemove={(member) => setDialog({ name: 'remove', member })}
        />
      ) : null}

      <Suspense fallback={<PageLoader />}>
        {dialog?.name === 'invite' ? <InviteUserDialog organizationName={organizationName} onClose={close} /> : null}
        {dialog?.name === 'edit' ? <EditMemberDialog member={dialog.member} onClose={close} onSaved={changed} /> : null}
        {dialog?.name === 'remove' ? (
          <RemoveMemberDialog member={dialog.member} organizationName={organizationName} onClose={close} onRemoved={changed} />
        ) : null}
      </Suspense>
    </Paper>
  );
}

type RowProps = { members: Member[]; canManage: boolean; onEdit: (member: Member) => void; onRemove: (member: Member) => void };

function Permissions({ member }: { member: Member }) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {member.permissions.length ? (
        member.permissions.map((permission) => <Chip key={permission} size="small" label={permissionLabel(permission, t)} />)
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('organizations.members.no-permissions', 'No permissions')}
        </Typography>
      )}
    </Stack>
  );
}

function Actions({ member, onEdit, onRemove }: { member: Member; onEdit: (member: Member) => void; onRemove: (member: Member) => void }) {
  const t = useT();
  const name = fullName(member, t);
  return (
    <>
      <Tooltip title={t('organizations.members.edit-permissions', 'Edit permissions')} describeChild>
        <IconButton onClick={() => onEdit(member)} size="small">
          <EditOutlined fontSize="small" />
          <span style={visuallyHidden}>{t('organizations.members.edit-name', 'Edit {name}', { name })}</span>
        </IconButton>
      </Tooltip>
      <Tooltip title={t('organizations.members.remove-from', 'Remove from the organization')} describeChild>
        <IconButton onClick={() => onRemove(member)} size="small" color="error">
          <DeleteOutline fontSize="small" />
          <span style={visuallyHidden}>{t('organizations.members.remove-name', 'Remove {name}', { name })}</span>
        </IconButton>
      </Tooltip>
    </>
  );
}

/** A table on larger screens; on a phone, one card per member so nothing hides off to the side. */
function MembersTable(props: RowProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <MemberCards {...props} /> : <MemberRows {...props} />;
}

function MemberCards({ members, canManage, onEdit, onRemove }: RowProps) {
  const { t, language } = useLanguage();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('org-page.tab.users', 'Users')}>
      {members.map((member) => (
        <Paper component="li" key={member.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <div style={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{fullName(member, t)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Typography>
              {member.phone ? (
                <Typography variant="body2" color="text.secondary">
                  {formatGhanaPhone(member.phone)}
                </Typography>
              ) : null}
            </div>
            {canManage ? (
              <Stack direction="row">
                <Actions member={member} onEdit={onEdit} onRemove={onRemove} />
              </Stack>
            ) : null}
          </Stack>
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Permissions member={member} />
            {member.dateAdded ? (
              <Typography variant="caption" color="text.secondary">
                {t('organizations.members.added', 'Added {date}', { date: formatDate(language, member.dateAdded) ?? '' })}
              </Typography>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function MemberRows({ members, canManage, onEdit, onRemove }: RowProps) {
  const { t, language } = useLanguage();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('org-page.tab.users', 'Users')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('org-page.profile.name', 'Name')}</TableCell>
            <TableCell>{t('org-page.profile.email', 'Email')}</TableCell>
            <TableCell>{t('org-page.profile.phone', 'Phone')}</TableCell>
            <TableCell>{t('organizations.permissions', 'Permissions')}</TableCell>
            <TableCell>{t('organizations.members.date-added', 'Date added')}</TableCell>
            {canManage ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('organizations.members.actions', 'Actions')}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = fullName(member, t);
            return (
              <TableRow key={member.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.phone ? formatGhanaPhone(member.phone) : '—'}</TableCell>
                <TableCell>
                  <Permissions member={member} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(language, member.dateAdded) ?? '—'}</TableCell>
                {canManage ? (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Actions member={member} onEdit={onEdit} onRemove={onRemove} />
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
