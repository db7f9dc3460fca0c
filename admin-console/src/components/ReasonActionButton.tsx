import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { FieDataProvider } from '../providers/dataProvider';

/** The words' field of the dialog: the reason by default, or a note (a report's, for its reporter). */
export type ReasonField = {
  /** Its name in the body sent, and in the server's `errors`. */
  name?: string;
  label?: string;
  hint?: string;
  required?: boolean;
};

/**
 * What an action asks besides its words (a verification's expiry, a report's outcome, a split's share): the fields
 * (drawn above the words, their state kept by the caller), what they add to the body, and their names, so the
 * server's refusal of one shows under it.
 */
export type ExtraFields = {
  names: string[];
  fields: (errors: Record<string, string>, busy: boolean) => ReactNode;
  body: () => Record<string, unknown>;
  /** Empties them once the action is taken. */
  reset?: () => void;
};

type Props<R extends RaRecord> = {
  resource: string;
  action: string;
  label: string;
  /** What will happen, said in the dialog before the staff member confirms. */
  explanation?: string | ((record: R) => string);
  /** The record's name, after the label in the dialog's title ('Reject: Ama Mensah, Ghana Card'). */
  title?: (record: R) => string;
  /** The dialog's whole title, where 'label: name' does not read well ('Remove Efua M.’s review'). */
  heading?: (record: R) => string;
  /** Whether the action applies to the record now (a review still published, a report still open); otherwise no button. */
  shown?: (record: R) => boolean;
  reason?: ReasonField;
  /** A date the action also needs (a verification's expiry), sent as YYYY-MM-DD under `name`. */
  dateField?: { name: string; label: string };
  extra?: ExtraFields;
  /** The button's and the confirming button's look (a removal is red). */
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  /** Said when the server's answer has no message of its own. */
  done?: string;
};

/**
 * A staff action on the shown record (`POST /api/admin/{resource}/{id}/{action}`), asked for with its reason:
 * every action is an event that keeps who did it and why. The one shape of the console's actions with words
 * (verify, reject, suspend, rebuild, remove a review, resolve a report, decide a payment). A refusal of one of the
 * dialog's fields shows under it; any other refusal (a conflict, a 403) as the notification. Clicks stay inside
 * the button and its dialog, so a list's row under them does not open.
 */
export const ReasonActionButton = <R extends RaRecord = RaRecord>({ resource, action, label, explanation, title, heading, shown, reason: reasonField = {}, dateField, extra, color, variant, done = 'Done' }: Props<R>) => {
  const record = useRecordContext<R>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!record || (shown && !shown(record))) return null;
  const words = reasonField.name ?? 'reason';
  const named = [words, ...(dateField ? [dateField.name] : []), ...(extra?.names ?? [])];
  const close = () => !saving && setOpen(false);

  const submit = async () => {
    setSaving(true);
    setErrors({});
    try {
      const body = { ...extra?.body(), ...(dateField ? { [dateField.name]: date } : {}), [words]: reason };
      const { data } = await dataProvider.command(resource, String(record.id), action, body);
      const message = data.message ?? done;
      notify(message, { type: 'success', messageArgs: { _: message } });
      setOpen(false);
      setReason('');
      setDate('');
      extra?.reset?.();
      refresh();
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body?.errors as Record<string, unknown> | undefined) : undefined;
      const mine = Object.fromEntries(Object.entries(fields ?? {}).filter((entry): entry is [string, string] => named.includes(entry[0]) && typeof entry[1] === 'string'));
      if (Object.keys(mine).length) return setErrors(mine);
      const message = e instanceof Error && e.message ? e.message : 'The action could not be taken';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        label={label}
        color={color}
        variant={variant}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      />
      <Dialog open={open} onClose={close} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{heading ? heading(record) : title ? `${label}: ${title(record)}` : label}</DialogTitle>
        <DialogContent>
          {explanation && <DialogContentText>{typeof explanation === 'function' ? explanation(record) : explanation}</DialogContentText>}
          {dateField && (
            <TextField
              type="date"
              label={dateField.label}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={!!errors[dateField.name]}
              helperText={errors[dateField.name]}
              fullWidth
              margin="normal"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          {extra?.fields(errors, saving)}
          <TextField
            label={reasonField.label ?? 'Reason'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!errors[words]}
            helperText={errors[words] ?? reasonField.hint}
            required={reasonField.required}
            fullWidth
            margin="normal"
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={saving}>
            Cancel
          </MuiButton>
          <MuiButton onClick={submit} disabled={saving} variant="contained" color={color}>
            {label}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
