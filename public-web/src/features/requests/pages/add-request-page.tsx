import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldErrors } from '@fie/domain';
import Alert from '@mui/material/Alert';
import { FormBanner } from '../../../components/ui/form-banner';
import { PageFrame } from '../../../components/ui/page-frame';
import { config } from '../../../config';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import { justPostedState } from '../../../lib/just-created';
import { createRequest } from '../api/requests';
import { RequestForm } from '../components/request-form';
import { clearDraft, readDraft, writeDraft } from '../form/draft';
import { checkRequest, emptyRequest, toRequestBody, type RequestValues } from '../form/values';

export type AddRequestPageProps = {
  /** 'visitor': posting opens the login dialog; 'organization': requests are a person's, so none is posted here. */
  viewer: 'visitor' | 'person' | 'organization';
  /** Opens the login dialog; the form stays filled meanwhile (and in this tab's storage, through a login page). */
  onSignIn: () => void;
  /** The viewer's own requests (the dashboard's Requests tab, an address with a query). */
  requestsPath: string;
};

/**
 * /add_request: 'Post a request' (the spec's 'Create Property Preference', §2, §5; one name for a request everywhere). Anyone may fill it; posting needs a session, so a
 * visitor's Submit opens the login dialog and the form is still filled when they come back. On success the
 * seeker is taken to the request among theirs (the dashboard's Requests tab, `&request={id}`), where the spec's
 * 'Request submitted successfully' confirms it beside its matches; the form stays disabled meanwhile, so it is
 * never posted twice. A refusal shows 'Something went wrong' with the server's reason, and the fields it names.
 */
export function AddRequestPage({ viewer, onSignIn, requestsPath }: AddRequestPageProps) {
  // Open to visitors, so not behind Restricted: the page asks for the signed-in pages' words itself.
  useAppWords();
  const t = useT();
  const say = useSay();
  useDocumentTitle(`${config.productName} · ${t('requests.page.title', 'Post a request')}`);
  const [values, setValues] = useState<RequestValues>(() => readDraft() ?? emptyRequest);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Posted, and on the way to the request: nothing more to press.
  const [posted, setPosted] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'error'; title: string; message?: string } | null>(null);
  const navigate = useNavigate();

  const change = (next: RequestValues) => {
    setValues(next);
    writeDraft(next);
    // A field just changed is judged again on the next submit, not shown wrong meanwhile.
    setErrors((current) => (Object.keys(current).length ? checkRequest(next) : current));
  };

  async function submit() {
    if (busy || posted) return;
    const found = checkRequest(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (viewer === 'visitor') {
      writeDraft(values);
      onSignIn();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await createRequest(toRequestBody(values));
      clearDraft();
      setPosted(true);
      const id = answer.request.id;
      navigate(`${requestsPath}${requestsPath.includes('?') ? '&' : '?'}request=${encodeURIComponent(id)}`, { state: justPostedState(id, t('requests.posted', 'Request submitted successfully')) });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      setOutcome({ severity: 'error', title: t('requests.failed', 'Something went wrong'), message: error instanceof Error ? say(error.message) : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame
      title={t('requests.page.title', 'Post a request')}
      intro={t('requests.page.intro', 'Say what you are looking for and where. When a property that matches is listed, we tell you at once, and owners with a match can message you.')}
    >
      {viewer === 'organization' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('requests.page.organization', 'Requests are posted by people looking for a property. Sign in with your personal account to post one; as an organization you see the requests that match your listings on your dashboard.')}
        </Alert>
      ) : null}
      {viewer === 'visitor' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('requests.page.visitor', 'You can fill this in now; you will be asked to sign in when you submit, and your answers stay here meanwhile.')}
        </Alert>
      ) : null}
      {outcome ? <FormBanner severity={outcome.severity} title={outcome.title} message={outcome.message} /> : null}
      <RequestForm values={values} onChange={change} errors={errors} busy={busy || posted || viewer === 'organization'} submitLabel={t('requests.page.submit', 'Submit request')} onSubmit={() => void submit()} />
    </PageFrame>
  );
}
