import type { DocumentStore } from '@fie/stores';
import type { Language } from '@fie/domain';

/** The `short_links` read model (issue 32): one document per code a text carried (id = code), from ShortLinkIssued. */
export const SHORT_LINKS = 'short_links';
export type ShortLinkView = { id: string; target: string; language: Language; issuedAt: string; expiresAt: string };

export const shortLinkOf = (docs: DocumentStore, code: string) => docs.collection<ShortLinkView>(SHORT_LINKS).get(code);
