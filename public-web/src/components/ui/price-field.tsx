import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { currencySymbols, priceDigits, priceText, type Currency } from '../../lib/money';

type PriceFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** Digits only ('4500'); shown as '4,500'. */
  value: string;
  onChange: (digits: string) => void;
  currency: Currency;
};

/**
 * The spec's price input (listing and request forms): digits only, shown with thousands separators as they are typed, the separators
 * stripped on use. The caret stays after the digit the person just typed, even as commas come and go.
 */
export function PriceField({ value, onChange, currency, slotProps, ...props }: PriceFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // Digits before the caret when the person typed; the layout effect puts the caret back after as many.
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = priceText(value);

  useLayoutEffect(() => {
    const element = input.current;
    const wanted = digitsBeforeCaret.current;
    if (!element || wanted === null || document.activeElement !== element) return;
    digitsBeforeCaret.current = null;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < wanted; position += 1) {
      if (/\d/.test(shown[position] ?? '')) seen += 1;
    }
    element.setSelectionRange(position, position);
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    digitsBeforeCaret.current = typed.slice(0, caret).replace(/\D/g, '').length;
    onChange(priceDigits(typed));
  };

  return (
    <TextField
      {...props}
      value={shown}
      onChange={change}
      inputRef={input}
      autoComplete="off"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', pattern: '[0-9,]*', ...(slotProps?.htmlInput as object) },
        input: { startAdornment: <InputAdornment position="start">{currencySymbols[currency]}</InputAdornment> },
      }}
    />
  );
}
