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
