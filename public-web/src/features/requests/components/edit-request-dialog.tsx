import { useState } from 'react';
import type { FieldErrors } from '@fie/domain';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { ApiError } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { updateRequest, type PropertyRequest } from '../api/requests';
import { checkRequest, fromRequest, toRequestBody, type RequestValues } from '../form/values';
import { RequestForm } from './request-form';

/** Edit a request: the same form and rules as posting it; matches are looked for again once saved. */
export function EditRequestDialog({ request, onClose, onSaved }: { request: PropertyRequest; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useT();
  const say = useSay();
  const [values, setValues] = useState<RequestValues>(() => fromRequest(request));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    const found = checkRequest(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setProblem(null);
    try {
      await updateRequest(request.id, toRequestBody(values));
      onSaved(t('requests.updated', 'Request updated'));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      setProblem(error instanceof Error ? say(error.message) : t('requests.failed', 'Something went wrong'));
      setBusy(false);
    }
  }

  return (
    <DialogFrame id="edit-request" title={t('requests.edit.title', 'Edit request')} width={640} dividers onClose={onClose}>
      {problem ? <FormBanner severity="error" title={t('requests.failed', 'Something went wrong')} message={problem} /> : null}
      <RequestForm values={values} onChange={setValues} errors={errors} busy={busy} submitLabel={t('requests.edit.save', 'Save changes')} onSubmit={() => void save()} />
    </DialogFrame>
  );
}
