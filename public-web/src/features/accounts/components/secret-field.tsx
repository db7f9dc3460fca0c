import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

type SecretFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the toggle shows, e.g. 'password' → "Show password" / "Hide password". */
  secretName: string;
};

/**
 * A password or code field with a show/hide toggle: on a small phone keyboard, seeing what you typed
 * saves failed attempts. The toggle's name is its (hidden) text, not an aria-label, so it never
 * competes with the field when something looks the field up by its label.
 */
export function SecretField({ secretName, slotProps, ...props }: SecretFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => setShown((value) => !value)} aria-pressed={shown}>
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                <span style={visuallyHidden}>{`${shown ? 'Hide' : 'Show'} ${secretName}`}</span>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
