import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useT } from '../../lib/i18n/language';
import { shrunkLabel } from './field-props';
import { visuallyHidden } from './visually-hidden';

type SecretFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the toggle says, e.g. 'password' → "Show password" / "Hide password" (in the page's language). */
  secretName: string;
  /** The field's name in a plain form post. */
  name?: string;
};

/**
 * A password field with a show/hide toggle, for any feature. The toggle is named by hidden text, not aria-label, so
 * looking the field up by its label finds only the field.
 */
export function SecretField({ secretName, name, slotProps, ...props }: SecretFieldProps) {
  const [shown, setShown] = useState(false);
  const t = useT();
  const htmlInput = (slotProps as { htmlInput?: object } | undefined)?.htmlInput;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { ...htmlInput, name },
        inputLabel: shrunkLabel,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => setShown((value) => !value)} aria-pressed={shown}>
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                <span style={visuallyHidden}>{shown ? t('account.field.hide-secret', 'Hide {name}', { name: secretName }) : t('account.field.show-secret', 'Show {name}', { name: secretName })}</span>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
