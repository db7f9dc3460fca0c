import type { ShortLinkIssued } from '@fie/domain';
import { SHORT_LINKS, type ShortLinkView } from '@fie/read-models';
import type { Projection } from '../projection';

/** The short links texts carry (issue 32), by code: where each leads and until when (query-api serves /s/{code}). */
export const shortLinksProjection: Projection = {
  name: 'short-links',
  version: 1,
  handles: ['ShortLinkIssued'],
  collections: [SHORT_LINKS],
  async project(recorded) {
    if (recorded.type !== 'ShortLinkIssued') return [];
    const { code, target, language, issuedAt, expiresAt } = (recorded.data as ShortLinkIssued['data']);
    const doc: ShortLinkView = { id: code, target, language, issuedAt, expiresAt };
    return [{ op: 'upsert', collection: SHORT_LINKS, doc, position: recorded.position }];
  },
};
