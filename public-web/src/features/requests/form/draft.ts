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
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RequestValues>;
    return parsed && typeof parsed === 'object' ? { ...emptyRequest, ...parsed } : null;
  } catch {
    return null;
  }
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
