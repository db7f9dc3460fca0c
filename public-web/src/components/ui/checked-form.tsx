import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { config } from '../../config';
import { formErrorsFrom, type FieldErrors } from '../../lib/api-client';
import { useSay } from '../../lib/i18n/language';
import { changedValues, useTypedBeforeCode } from '../../lib/typed-before-code';
import { FormBanner } from './form-banner';

/**
 * A form that also works as a plain HTML form (issue 32): before its code runs, or without JavaScript, the browser
 * posts it (urlencoded) to the same API call (`action`, under /api), which answers with a redirect; `back` is the
 * page's own address, to come back to with the messages. `hidden` adds fields (`next`).
 */
export type PlainForm = { action: string; back: string; hidden?: Record<string, string | undefined> };

/** The attributes and hidden fields of a plain form, for a form element of any kind. */
export function plainFormProps(plain: PlainForm | undefined) {
  if (!plain) return {};
  return { method: 'post', action: `${config.apiBase}${plain.action}`, 'data-plain-form': '' } as const;
}

export function PlainFormFields({ plain }: { plain: PlainForm | undefined }) {
  if (!plain) return null;
  return (
    <>
      <input type="hidden" name="_back" value={plain.back} />
      {Object.entries(plain.hidden ?? {}).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
    </>
  );
}

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export type CheckedFormOptions<V> = {
  initial: V;
  /** The fields' ids are `${idPrefix}-${name}`, so a message can take the focus to its field. */
  idPrefix: string;
  /** The messages the API's own zod schema has for these values, by field; none when they may be sent. */
  validate: (values: V) => FieldErrors;
  /** The fields in the order they are shown: the first with a message takes the focus. */
  fieldOrder: readonly string[];
  /** Sends the checked values; what it throws is split into the fields' messages and a banner. */
  send: (values: V) => Promise<void>;
  /** The names the server may give the fields in its refusal. */
  serverFields: readonly string[];
  /** The server's name for a field where the form calls it otherwise (phoneNumber: phone). */
  rename?: Readonly<Record<string, string>>;
  /** A field's name in a plain form post where it differs from the form's (phone: phoneNumber). */
  names?: Partial<Record<string, string>>;
  /** What the server's answer to a plain form post said (its messages, a banner), when the page comes from it. */
  initialErrors?: FieldErrors;
  initialBanner?: string;
};

/**
 * The state of a registration form checked before it is sent: the values, the messages (which follow the
 * typing once the form has been tried, so a fixed field clears at once), the banner and the busy flag, and
 * the props the form kit's fields and MUI's TextField take.
 */
export function useCheckedForm<V extends object>({ initial, idPrefix, validate, fieldOrder, send, serverFields, rename = {}, names = {}, initialErrors, initialBanner }: CheckedFormOptions<V>) {
  const say = useSay();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>(() => {
    // The server's messages name its fields; the form's names may differ.
    const mapped: FieldErrors = {};
    for (const [field, message] of Object.entries(initialErrors ?? {})) mapped[rename[field] ?? field] = message;
    return mapped;
  });
  const [tried, setTried] = useState(false);
  const [banner, setBanner] = useState<string | null>(initialBanner ?? null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const formRef = useRef<HTMLFormElement | null>(null);
  const whenAlive = useTypedBeforeCode(formRef, (typed) => {
    const changed = changedValues(values, typed, names as Partial<Record<keyof V & string, string>>);
    if (Object.keys(changed).length) setValues((current) => ({ ...current, ...changed }));
  });

  // From the values React holds when it applies the change, not from this render's: a field typed as the page comes
  // alive may run before the render that adopts what was typed earlier, and a whole new object would undo that
  // adoption (React replays this change over it), emptying the names typed first.
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (tried) setErrors(validate({ ...values, [name]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      // Take the user to the first thing to fix: on a phone it may be off screen.
      const first = fieldOrder.find((name) => found[name]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setBanner(null);
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      const split = formErrorsFrom(error, serverFields);
      const mapped: FieldErrors = {};
      for (const [field, message] of Object.entries(split.fields)) mapped[rename[field] ?? field] = message;
      setErrors(mapped);
      setBanner(split.banner ?? null);
    } finally {
      setBusy(false);
    }
  }

  // The shared fields (names, phone, email, passwords) take the value and the message as they are.
  const field = (name: StringKey<V>) => ({
    id: id(name),
    name: names[name] ?? name,
    value: values[name] as string,
    onChange: (value: string) => set(name, value as V[typeof name]),
    error: errors[name],
  });
  // MUI's TextField wants the message as `error` and `helperText` (in the page's language: often a schema's English).
  const text = (name: StringKey<V>) => ({
    id: id(name),
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[typeof name]),
    error: Boolean(errors[name]),
    helperText: errors[name] === undefined ? undefined : say(errors[name]),
    fullWidth: true,
  });

  return { values, errors, banner, busy, id, set, submit: whenAlive(submit), field, text, formRef };
}

/** The frame of a checked form: the banner above the fields, and the submit button that spins while it sends. */
export function CheckedForm({
  form,
  bannerTitle,
  submitLabel,
  links,
  plain,
  children,
}: {
  form: Pick<ReturnType<typeof useCheckedForm>, 'submit' | 'busy' | 'banner'> & { formRef?: RefObject<HTMLFormElement | null> };
  bannerTitle: string;
  submitLabel: string;
  /** Under the button (sign in instead, and the like). */
  links?: ReactNode;
  /** Also a plain HTML form, posted to this API call before or without the page's code. */
  plain?: PlainForm;
  children: ReactNode;
}) {
  return (
    <Box component="form" ref={form.formRef} noValidate onSubmit={form.submit} aria-busy={form.busy} {...plainFormProps(plain)}>
      <PlainFormFields plain={plain} />
      {form.banner ? <FormBanner severity="error" title={bannerTitle} message={form.banner} /> : null}
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={form.busy} fullWidth>
          {submitLabel}
          {form.busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
