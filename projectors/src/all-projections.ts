import { documentsProjection } from './accounts/documents-projection';
import { usersProjection } from './accounts/users-projection';
import { listingsProjection } from './listings/listings-projection';
import { partnerListingsProjection } from './listings/partner-listings-projection';
import { organizationsProjection } from './organizations/organizations-projection';
import { contactProjection } from './contact/contact-projection';
import { eventLogProjection } from './event-log/event-log-projection';
import type { Projection } from './projection';
import { conversationsProjection } from './conversations/conversations-projection';
import { notificationsProjection } from './notifications/notifications-projection';
import { preferencesProjection } from './notifications/preferences-projection';
import { notesProjection } from './notes/notes-projection';
import { savesProjection } from './saves/saves-projection';
import { settingsProjection } from './settings/settings-projection';
import { staffProjection } from './staff/staff-projection';
import { draftsProjection } from './drafts/drafts-projection';
import { offersProjection } from './offers/offers-projection';

export const allProjections: Projection[] = [usersProjection, documentsProjection, organizationsProjection, listingsProjection, partnerListingsProjection, staffProjection, settingsProjection, contactProjection, conversationsProjection, notificationsProjection, notesProjection, savesProjection, preferencesProjection, draftsProjection, offersProjection, eventLogProjection];
