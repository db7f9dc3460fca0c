import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { visuallyHidden } from './visually-hidden';

type SecretFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the toggle says, e.g. 'password' → "Show password" / "Hide password". */
  secretName: string;
};

/**
 * A password (or code) field with a show/hide toggle, for any feature. The toggle is named by hidden
 * text, not aria-label, so looking the field up by its label finds only the field.
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
