import { useEffect, useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { useUpload } from '../../lib/use-upload';

/**
 * The button that chooses files to upload. The input sits inside the label-button, so choosing files is one tap and
 * the field is named by the button; it spins while the upload runs, and neither can be used while anything is busy.
 */
export function ChooseFilesButton({
  uploads,
  label,
  icon,
  accept,
  describedBy,
  disabled,
  color,
}: {
  uploads: Pick<ReturnType<typeof useUpload>, 'input' | 'busy' | 'upload'>;
  label: ReactNode;
  icon: ReactNode;
  accept: string;
  describedBy: string;
  disabled: boolean;
  color?: ButtonProps['color'];
}) {
  const off = disabled || uploads.busy !== null;
  // Files chosen before the page's code ran (a server-drawn form, issue 32) are uploaded once it does, unless React
  // replays that choice itself (it may, for an event on a part it had not hydrated yet).
  const changed = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const chosen = uploads.input.current?.files;
      if (!changed.current && chosen?.length) void uploads.upload(Array.from(chosen));
    }, 50);
    return () => window.clearTimeout(timer);
    // Once, as the button comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Button component="label" variant="outlined" color={color} startIcon={uploads.busy === 'upload' ? <CircularProgress size={16} aria-hidden /> : icon} disabled={off}>
      {label}
      <input
        ref={uploads.input}
        type="file"
        multiple
        accept={accept}
        hidden
        disabled={off}
        aria-describedby={describedBy}
        onChange={(event) => {
          changed.current = true;
          void uploads.upload(Array.from(event.target.files ?? []));
        }}
      />
    </Button>
  );
}
