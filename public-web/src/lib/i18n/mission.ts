import type { Translate } from '@fie/domain';

/** The tagline under the landings' headings, in the reader's language (its English is @fie/domain's productTagline). */
export const missionText = (t: Translate) => t('shell.mission', 'Making acquiring, renting, leasing and selling property quick, easy and secure.');
