import { useLocation } from 'react-router-dom';
import { formStateRequest, type FormState } from '@fie/domain';
import type { PlainForm } from '../../components/ui/checked-form';
import { usePageAnswer } from '../../lib/page-data';

/**
 * The sign-in and registration pages' forms also work as plain HTML forms (issue 32): before the code runs or without
 * it, the browser posts them to the same API call, which answers with a redirect back to the page (its messages and
 * what was typed, but never a password or a code, in a cookie the server's render of the page reads) or on to the
 * next. `useFormState` is what that answer left for this page; `usePlainForm` what the form posts.
 */
export function useFormState(): FormState | undefined {
  const answer = usePageAnswer(formStateRequest);
  const { pathname } = useLocation();
  const state = answer?.status === 200 ? (answer.body as FormState | undefined) : undefined;
  return state && state.page === pathname ? state : undefined;
}

export function usePlainForm(action: string, hidden?: PlainForm['hidden']): PlainForm {
  const { pathname, search } = useLocation();
  return { action, back: `${pathname}${search}`, hidden };
}
