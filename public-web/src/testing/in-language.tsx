import type { ReactElement } from 'react';
import { CATALOGUES, type Language } from '@fie/domain';
import { LanguageProvider } from '../lib/i18n/language';
import { renderAt } from './render';

/** Renders `ui` at `route` in `language`, with every part of its catalogue (the site's and the signed-in pages'). */
export function renderIn(language: Exclude<Language, 'en'>, ui: ReactElement, route = '/') {
  return renderAt(
    <LanguageProvider language={language} catalogue={CATALOGUES[language]} complete>
      {ui}
    </LanguageProvider>,
    route,
  );
}
