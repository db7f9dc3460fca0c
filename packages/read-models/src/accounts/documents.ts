/** Uploaded documents and who owns them (the user's `owner_documents`). */
export type DocumentView = {
  id: string;
  filename: string;
  ownerId: string | null;
  name: string;
  extension: string;
  contentType: string;
  size: number;
  blobKey: string;
  uploadedAt: string;
};
export const DOCUMENTS = 'documents';
