import type { ListerSource, SeekerSource } from './figures';
import { enquiriesFigure, listingsFigure, savesFigure, viewsFigures } from './lister-figures';
import { savedFigure } from './seeker-figures';

/**
 * The figures each side of the dashboard shows, in order. A feature adds its own source here (upcoming
 * viewings, open offers, matching requests) once its read model exists; until then it has no figure.
 */
export const listerSources: ListerSource[] = [listingsFigure, viewsFigures, enquiriesFigure, savesFigure];
export const seekerSources: SeekerSource[] = [savedFigure];
