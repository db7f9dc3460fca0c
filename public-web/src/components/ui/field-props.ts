import { useSay } from '../../lib/i18n/language';

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
  /**
   * The field's name in a plain form post (the API's name for it): the sign-in and registration forms work before
   * their code runs, and without it, as HTML forms (issue 32).
   */
  name?: string;
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

/**
 * The label stays above the field from the first paint: before the page's code runs (a plain form), MUI cannot
 * move it out of the way of what is typed.
 */
export const shrunkLabel = { shrink: true } as const;

/**
 * boundTextProps with the message in the page's language: a field's message is often a shared schema's English
 * (@fie/domain's apiText), said here as the page speaks.
 */
export function useBoundText() {
  const say = useSay();
  return (props: Omit<FieldProps, 'id'>, hint?: string) => boundTextProps({ ...props, error: props.error === undefined ? undefined : say(props.error) }, hint);
}
