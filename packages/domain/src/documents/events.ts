/**
 * A person's documents (ID, title deeds, tenancy agreements) are kept in the blob store; their stream
 * (`document-{id}`) records who owns them. An upload made before an account exists is held unowned until
 * an owner registration claims it.
 */
export type DocumentUploaded = {
  type: 'DocumentUploaded';
  data: { documentId: string; ownerId: string | null; name: string; extension: string; contentType: string; size: number; blobKey: string; uploadedAt: string };
};
export type DocumentClaimed = { type: 'DocumentClaimed'; data: { documentId: string; ownerId: string; claimedAt: string } };
export type DocumentDeleted = { type: 'DocumentDeleted'; data: { documentId: string; deletedAt: string } };
export type DocumentEvent = DocumentUploaded | DocumentClaimed | DocumentDeleted;

export type DocumentState = { documentId: string; ownerId: string | null; blobKey: string; uploadedAt: string; deleted: boolean };

export const documentStream = (documentId: string) => `document-${documentId}`;
export const UNCLAIMED_UPLOAD_HOURS = 24;

export function evolveDocument(state: DocumentState | undefined, event: DocumentEvent): DocumentState | undefined {
  switch (event.type) {
    case 'DocumentUploaded':
      return { documentId: event.data.documentId, ownerId: event.data.ownerId, blobKey: event.data.blobKey, uploadedAt: event.data.uploadedAt, deleted: false };
    case 'DocumentClaimed':
      return state && { ...state, ownerId: event.data.ownerId };
    case 'DocumentDeleted':
      return state && { ...state, deleted: true };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
