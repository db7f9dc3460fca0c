import { CATALOGUES, speechOf, type Speech } from '@fie/domain';

/**
 * The words of a mail or a text for someone, in their language (issue 23): a person's from their account (the users
 * read model's `language`), a phone's from languageOfPhone; anything else (an organization, a language we do not
 * have) is English.
 */
export const speechFor = (language: unknown): Speech => speechOf(language, CATALOGUES);
