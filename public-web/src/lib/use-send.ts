import { useState } from 'react';
import { formErrorsFrom, type FieldErrors } from './api-client';

/**
 * Sending a checked form from a dialog: busy while it runs, the messages cleared first, and what the server
 * refused with split between the named fields and a banner.
 */
export function useSend(fields: readonly string[]) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | undefined>();

  async function send(work: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    setBanner(undefined);
    try {
      await work();
    } catch (error) {
      const split = formErrorsFrom(error, fields);
      setErrors(split.fields);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, banner, send };
}
