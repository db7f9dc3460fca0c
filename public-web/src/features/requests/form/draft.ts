import { readRequestPrefill } from '../../../lib/request-prefill';
import { emptyRequest, type RequestValues } from './values';

/**
 * The request form's draft, kept in this tab's sessionStorage as it is typed, so a visitor who is asked to
 * sign in (the login dialog, or the login page and back) finds the form as they left it. Cleared once posted.
 */
const KEY = 'fie.requestDraft';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(): RequestValues | null {
  // A search that found nothing sent the person here with what it asked ("Post what you want", issue 32): that is
  // what they want now, before an older draft of this tab.
  const asked = prefilled();
  if (asked) return asked;
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RequestValues>;
    return parsed && typeof parsed === 'object' ? { ...emptyRequest, ...parsed } : null;
  } catch {
    return null;
  }
}

/** What the address asks to fill in: the prices as the digits the form holds, the place the search understood. */
function prefilled(): RequestValues | null {
  const prefill = typeof window === 'undefined' ? null : readRequestPrefill(window.location.search);
  if (!prefill) return null;
  const { min_price, max_price, ...rest } = prefill;
  return { ...emptyRequest, ...rest, ...(min_price ? { min_price: String(min_price) } : {}), ...(max_price ? { max_price: String(max_price) } : {}) };
}

export function writeDraft(values: RequestValues) {
  try {
    storage()?.setItem(KEY, JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the draft, never the form on screen.
  }
}

export function clearDraft() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
