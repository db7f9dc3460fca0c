import type { ListerSource, SeekerSource } from './figures';
import { enquiriesFigure, listingsFigure, phoneRevealsFigure, savesFigure, viewsFigures } from './lister-figures';
import { listerOffersFigure, seekerOffersFigure } from './offers-figures';
import { listerRequestsFigure, seekerRequestsFigures } from './requests-figures';
import { savedFigure } from './seeker-figures';
import { smsEnquiriesFigure } from './sms-enquiries-figure';
import { listerViewingsFigure, seekerViewingsFigure } from './viewings-figures';

/**
 * The figures each side of the dashboard shows, in order. A feature adds its own source here once its read
 * model exists; until then it has no figure (never a made-up zero).
 */
export const listerSources: ListerSource[] = [listingsFigure, viewsFigures, phoneRevealsFigure, enquiriesFigure, smsEnquiriesFigure, savesFigure, listerViewingsFigure, listerOffersFigure, listerRequestsFigure];
export const seekerSources: SeekerSource[] = [savedFigure, seekerRequestsFigures, seekerViewingsFigure, seekerOffersFigure];
