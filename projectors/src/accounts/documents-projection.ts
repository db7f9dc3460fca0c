import type { DocumentEvent } from '@fie/domain';
import { DOCUMENTS, type DocumentView } from '@fie/read-models';
import type { Projection } from '../projection';

export const documentsProjection: Projection = {
  name: 'documents',
  version: 1,
  handles: ['DocumentUploaded', 'DocumentClaimed', 'DocumentDeleted'],
  collections: [DOCUMENTS],
  indexes: [{ collection: DOCUMENTS, fields: ['ownerId'] }],
  project(recorded) {
    const event = { type: recorded.type, data: recorded.data } as DocumentEvent;
    const position = recorded.position;
    switch (event.type) {
      case 'DocumentUploaded': {
        if ((recorded as { erased?: boolean }).erased) return [];
        const d = event.data;
        const doc: DocumentView = { id: d.documentId, filename: `${d.documentId}.${d.extension}`, ownerId: d.ownerId, name: d.name, extension: d.extension, contentType: d.contentType, size: d.size, blobKey: d.blobKey, uploadedAt: d.uploadedAt };
        return [{ op: 'upsert', collection: DOCUMENTS, doc, position }];
      }
      case 'DocumentClaimed':
        return [{ op: 'update', collection: DOCUMENTS, id: event.data.documentId, patch: { set: { ownerId: event.data.ownerId } }, position }];
      case 'DocumentDeleted':
        return [{ op: 'delete', collection: DOCUMENTS, id: event.data.documentId }];
      default:
        return [];
    }
  },
};
