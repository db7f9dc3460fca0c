import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { inOrder, memberPermissions, permissionLabel, type MemberPermission } from '../permissions';
import { useT } from '../../../lib/i18n/language';

/** The three member permissions as checkboxes, in the shared order. */
export function PermissionChecklist({
  value,
  onChange,
  disabled,
}: {
  value: MemberPermission[];
  onChange: (next: MemberPermission[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const toggle = (permission: MemberPermission, on: boolean) =>
    onChange(inOrder(on ? [...value, permission] : value.filter((p) => p !== permission)));
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{t('organizations.permissions', 'Permissions')}</FormLabel>
      <FormGroup>
        {memberPermissions.map((permission) => (
          <FormControlLabel
            key={permission}
            control={<Checkbox checked={value.includes(permission)} onChange={(e) => toggle(permission, e.target.checked)} />}
            label={permissionLabel(permission, t)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
