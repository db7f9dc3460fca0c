import type { PersonalDataVault } from '@fie/platform';
import type { DocumentStore, RecordedEvent } from '@fie/stores';
import type { Notice } from '../channels';

/**
 * A feature's part of the notifier: an event in, the notices it causes out (each for one party). The notifier
 * decides who is away and which channels they chose; a source only says what to tell them.
 */
export type NoticeSource = (
  event: RecordedEvent,
  deps: { documents: DocumentStore; vault: PersonalDataVault; publicUrl: string },
) => Promise<{ party: string; notice: Notice }[]>;
