import { apiText as t } from '../i18n/texts';

/**
 * What every uploaded file is checked for before anything is stored, whatever it is for (listing photos,
 * logos, owners' documents): hostile files are refused with a message, never cleaned up after.
 */
export const uploadRules = {
  /** Decoded pixels a picture may have: a tiny file may claim a huge canvas (a decompression bomb). 100 MP is above any phone's full-resolution photo. */
  maxPixels: 100_000_000,
  /** Form fields besides the files a multipart upload may carry, and their size. */
  maxFields: 20,
  maxFieldBytes: 16 * 1024,
  messages: {
    empty: t('api.uploads.empty', 'This file is empty'),
    tooManyPixels: t('api.uploads.too-many-pixels', 'This picture is too large to open (over 100 megapixels); save it smaller and try again'),
    carriesCode: t('api.uploads.carries-code', 'This file hides web page or script code, so it cannot be used'),
    pictureNamedOtherwise: t('api.uploads.picture-named-otherwise', 'This file is named as a picture but is not one'),
    tooManyFields: t('api.uploads.too-many-fields', 'The upload carries too many form fields'),
    malformed: t('api.uploads.malformed', 'The upload was cut off or is not a valid form upload; please try again'),
    /** A file's problem and its name: "This file is empty (plan.pdf)". */
    withFile: (message: string, file: string) => t('api.uploads.with-file', '{message} ({file})', { message, file }),
    /** A document named in a request that is not there: "No such file: plan.pdf". */
    named: (message: string, file: string) => t('api.uploads.named', '{message}: {file}', { message, file }),
  },
} as const;
