import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useSay } from '../../lib/i18n/language';

/**
 * The banner above a form: the result of the last submit. `title` carries the spec's lead line
 * ('Something went wrong!') and the message says what the server or the network told us.
 */
export function FormBanner({ severity, title, message }: { severity: AlertColor; title?: string; message?: string }) {
  const say = useSay();
  if (!title && !message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {title ? <AlertTitle sx={{ mb: message ? 0.5 : 0 }}>{say(title)}</AlertTitle> : null}
      {message === undefined ? null : say(message)}
    </Alert>
  );
}
