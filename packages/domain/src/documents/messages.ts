import { apiText as t } from '../i18n/texts';

/** What people read about their uploaded documents, beyond the upload rules (accounts/schemas.ts, documentRules). */
export const documentMessages = {
  filenameRequired: t('api.documents.filename-required', 'Which file? The filename is missing'),
  signInToDelete: t('api.documents.sign-in-to-delete', 'Please sign in to delete a photo'),
  someoneElses: t('api.documents.someone-elses', 'This document belongs to someone else'),
  deleteOwnOnly: t('api.documents.delete-own-only', 'You can only delete your own documents'),
} as const;
