import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from '../../lib/i18n/language';
import { hostModes, setHostModeOverride, useHostMode, useIsDevHost } from '../../lib/host-mode';

/**
 * Switches between the app, search and about sites on local and test hosts only, so all three can be
 * checked from one address. Public hosts never render it (and ignore any stored override).
 */
export function HostModeToggle() {
  const t = useT();
  const mode = useHostMode();
  if (!useIsDevHost()) return null;
  const modeName = {
    app: t('shell.host-mode.app', 'App'),
    search: t('shell.host-mode.search', 'Search'),
    about: t('shell.host-mode.about', 'About'),
  };
  return (
    <Stack direction="row" role="group" aria-label={t('shell.host-mode.label', 'Site mode (local and test hosts only)')} spacing={0.5}>
      {hostModes.map((value) => (
        <Button
          key={value}
          size="small"
          variant={value === mode ? 'contained' : 'outlined'}
          aria-pressed={value === mode}
          onClick={() => setHostModeOverride(value)}
          sx={{ minWidth: 0, py: 0 }}
        >
          {modeName[value]}
        </Button>
      ))}
    </Stack>
  );
}
