/**
 * What a form hands each of the shared fields (email, phone, names, password, code): the value it holds,
 * how to change it, and the message it has for it. One message string, where MUI's TextField wants
 * `error` and `helperText`: the field components split it.
 */
export type FieldBinding = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

export type FieldProps = FieldBinding & { disabled?: boolean };

/**
 * The props MUI's TextField (or SecretField) takes for a bound field: the value, the change as the typed text,
 * and the message split into `error` and `helperText` (the hint while there is no message).
 */
export function boundTextProps({ value, onChange, error, disabled }: Omit<FieldProps, 'id'>, hint?: string) {
  return {
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    error: Boolean(error),
    helperText: error ?? hint,
    disabled,
  };
}
