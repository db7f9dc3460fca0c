import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LANGUAGES, languageInfo, languageLabel, type Language } from '@fie/domain';
import { config } from '../../config';
import { useLanguage, useT } from '../../lib/i18n/language';
import { readSession, sessionPersistence, writeJson } from '../../lib/storage';

/**
 * The language switcher (issue 23), in the header and the footer. Each language is a plain link to this page with
 * ?lang=: the server renders it in that language and the device remembers it (a cookie), with or without
 * JavaScript. A signed-in person's choice is also saved on their account, for their mails and texts; the request
 * is sent with keepalive, so it completes while the page reloads.
 */
function useLanguageHref(): (language: Language) => string {
  const { pathname, search } = useLocation();
  return (language) => {
    const query = new URLSearchParams(search);
    query.set('lang', language);
    return `${pathname}?${query.toString()}`;
  };
}

function saveOnAccount(language: Language) {
  const { token, user } = readSession();
  if (!token || !user || typeof user !== 'object') return;
  // The stored profile agrees at once, so the next page does not switch back to the account's old choice.
  writeJson('user', { ...(user as object), language, language_chosen: true }, sessionPersistence());
  void fetch(`${config.apiBase}/auth/language`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

function LanguageList() {
  const { language: current } = useLanguage();
  const href = useLanguageHref();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {LANGUAGES.map(({ code }) => (
        <li key={code}>
          <Link
            href={href(code)}
            hrefLang={code}
            lang={code}
            aria-current={code === current ? 'true' : undefined}
            onClick={() => saveOnAccount(code)}
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: code === current ? 700 : 400, display: 'inline-block', py: 0.5 }}
          >
            {languageLabel(code)}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The footer's: every language, in its own name; a language not yet complete says so. */
export function FooterLanguages() {
  const t = useT();
  const { language } = useLanguage();
  const info = languageInfo(language);
  return (
    <Box component="nav" aria-label={t('shell.language.label', 'Language')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Box component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
          {t('shell.language.label', 'Language')}:
        </Box>
        <LanguageList />
      </Box>
      {info.complete && info.reviewed ? null : (
        <Box component="p" sx={{ fontSize: 13, color: 'text.secondary', m: 0, mt: 0.5 }}>
          {t('shell.language.incomplete', 'Fie in {language} is new: some pages are still in English, and a native speaker has yet to check the words.', { language: info.native })}
        </Box>
      )}
    </Box>
  );
}

/**
 * The header's: the current language's code, opening the list. A <details> element, so it opens without the
 * page's code and costs the first page nothing. Its name holds the code it shows ("Language: EN, English"),
 * so a person who says what they see, to a voice control, reaches it (WCAG 2.5.3, label in name).
 */
export function HeaderLanguageMenu() {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Box component="details" sx={{ position: 'relative', '& > summary::-webkit-details-marker': { display: 'none' } }}>
      <Box
        component="summary"
        aria-label={`${t('shell.language.label', 'Language')}: ${language.toUpperCase()}, ${languageLabel(language)}`}
        sx={{ listStyle: 'none', cursor: 'pointer', px: 1, py: 1, minHeight: 40, display: 'flex', alignItems: 'center', fontSize: 14, fontWeight: 600, textTransform: 'uppercase', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {language}
      </Box>
      <Box sx={{ position: 'absolute', right: 0, top: '100%', zIndex: 1300, bgcolor: 'background.paper', boxShadow: 3, borderRadius: 1, p: 1.5, width: 'max-content', maxWidth: 'calc(100vw - 16px)', '& ul': { flexDirection: 'column' } }}>
        <LanguageList />
      </Box>
    </Box>
  );
}
