import { useEffect } from 'react';
import { useLanguage } from '../../lib/i18n/language';
import { useAuth } from './auth-context';

/**
 * A signed-in person's language follows their account (issue 23): signing in on a new phone, or in a browser that
 * speaks another language, shows the site in the language they chose. An address with ?lang= wins for that page
 * (the switcher saves that choice on the account as it reloads).
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const { language, setLanguage } = useLanguage();
  const wanted = user?.language;
  useEffect(() => {
    if (!wanted || wanted === language) return;
    if (new URLSearchParams(window.location.search).has('lang')) return;
    void setLanguage(wanted).catch(() => undefined);
    // Only when the account's choice changes (a sign-in, a fresh profile): not each time the page's language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return null;
}
