import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useFlash } from '../../../components/ui/flash-message';
import { useSiteOrigin } from '../../../lib/host-mode';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import type { Property } from '../../../lib/property';
import { contactBarSx } from './contact-buttons';

/** The edit form (the listings feature's, handed in by the app). */
export type RenderEdit = (props: { onClose: () => void; onSaved: () => void; propertyId: string }) => ReactNode;

/** What the owner does on his own listing's page instead of Make offer and Arrange viewing. */
export type OwnerActions = {
  offersPath: string;
  viewingsPath: string;
  /** Without it (no right to edit) there is no Edit. */
  renderEdit?: RenderEdit;
};

/** Who is looking, as the session says (the app reads it from the browser's storage). */
export type ListingViewer =
  | { kind: 'visitor' }
  | { kind: 'organization'; id?: string }
  | { kind: 'user'; id: string; organization?: { id?: string; permissions: readonly string[] } };

/**
 * The owner's actions on his own listing (issue 32): its offers and viewings in his dashboard (the organization's
 * for an organization's listing), and Edit where he may edit it; undefined for anyone else's.
 */
export function ownerActionsFor(viewer: ListingViewer, property: Property, renderEdit?: RenderEdit): OwnerActions | undefined {
  if (viewer.kind === 'organization') {
    if (!property.organizationId || property.organizationId !== viewer.id) return undefined;
    return { offersPath: `${paths.organizationDashboard}?tab=offers`, viewingsPath: `${paths.organizationDashboard}?tab=calendar`, renderEdit };
  }
  if (viewer.kind !== 'user') return undefined;
  const own = property.organizationId ? Boolean(viewer.organization?.id) && viewer.organization?.id === property.organizationId : Boolean(property.ownerId) && property.ownerId === viewer.id;
  if (!own) return undefined;
  // A member edits the organization's listing with List Properties; the server checks the same.
  const mayEdit = !property.organizationId || Boolean(viewer.organization?.permissions.includes('list_properties'));
  return { offersPath: `${paths.ownerDashboard}?tab=offers`, viewingsPath: `${paths.ownerDashboard}?tab=calendar`, ...(mayEdit && renderEdit ? { renderEdit } : {}) };
}

/**
 * The owner on his own listing's page (issue 32): Edit, Share, Offers and Viewings instead of Message, Show number,
 * Make offer and Arrange viewing, each in the place of the seeker's button it replaces and the same size (the
 * server draws the seeker's page, the session is known once the page runs), so nothing moves when they change.
 */
export function OwnerActionsBlock({ own, property, title, phoneOffered, renderNotes, onEdit }: { own: OwnerActions; property: Property; title: string; phoneOffered: boolean; renderNotes?: () => void; onEdit: () => void }) {
  const t = useT();
  const share = useShare(property, title);
  return (
    <Stack spacing={1} data-testid="owner-actions">
      {/* Message's place (wider screens; on a phone Edit is in the bar at the foot). */}
      {own.renderEdit ? (
        <Button variant="contained" startIcon={<EditOutlined aria-hidden />} onClick={onEdit} aria-haspopup="dialog" sx={onWiderScreens}>
          <Reserved as={t('property.contact.sign-in-to-message', 'Sign in to message the owner')}>{t('property.owner.edit', 'Edit')}</Reserved>
        </Button>
      ) : null}
      {/* Show number's place (wider screens): the owner's own number is no news to him. */}
      {phoneOffered ? (
        <Typography color="text.secondary" noWrap sx={{ ...onWiderScreens, minHeight: 36.5, alignItems: 'center' }}>
          {t('property.owner.yours-short', 'This is your listing.')}
        </Typography>
      ) : null}
      {/* Arrange viewing and Make offer's row, as tall as theirs (their words may take two lines on a phone). */}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={own.viewingsPath} variant="outlined" startIcon={<EventAvailableOutlined aria-hidden />} sx={{ flex: 1 }}>
          <Reserved as={t('property.contact.arrange-viewing', 'Arrange Viewing')}>{t('property.owner.viewings', 'Viewings')}</Reserved>
        </Button>
        {property.acquisition !== 'short_stay' ? (
          <Button component={RouterLink} to={own.offersPath} variant="outlined" startIcon={<LocalOfferOutlined aria-hidden />} sx={{ flex: 1 }}>
            <Reserved as={t('property.contact.make-offer', 'Make offer')}>{t('property.owner.offers', 'Offers')}</Reserved>
          </Button>
        ) : null}
      </Stack>
      {renderNotes ? (
        <Button variant="text" startIcon={<EditNoteOutlined aria-hidden />} onClick={renderNotes} aria-haspopup="dialog" sx={{ alignSelf: 'flex-start' }}>
          {t('property.contact.notes', 'Notes')}
        </Button>
      ) : null}
      {/* Report's place: nobody reports their own listing; the same small button shares it. */}
      <Button variant="text" color="inherit" size="small" startIcon={<ShareOutlined aria-hidden />} onClick={share} sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}>
        {t('property.owner.share', 'Share')}
      </Button>
    </Stack>
  );
}

/** The phone's bar at the foot of the screen, for the owner: Edit and Share. */
export function OwnerBar({ own, property, title, onEdit }: { own: OwnerActions; property: Property; title: string; onEdit: () => void }) {
  const t = useT();
  const share = useShare(property, title);
  const button = { flex: 1, minWidth: 0, px: 1, whiteSpace: 'nowrap' } as const;
  return (
    <Box component="aside" aria-label={t('property.owner.bar', 'Your listing')} data-testid="owner-bar" sx={contactBarSx}>
      {own.renderEdit ? (
        <Button variant="contained" startIcon={<EditOutlined aria-hidden />} onClick={onEdit} aria-haspopup="dialog" sx={button}>
          {t('property.owner.edit', 'Edit')}
        </Button>
      ) : null}
      <Button variant="outlined" startIcon={<ShareOutlined aria-hidden />} onClick={share} sx={button}>
        {t('property.owner.share', 'Share')}
      </Button>
    </Box>
  );
}

const onWiderScreens = { display: { xs: 'none', sm: 'inline-flex' } } as const;

/**
 * The owner's words in the space the seeker's would take: both in one grid cell, the seeker's unseen (and unread),
 * so a button is as tall as the one it replaces whatever the language and the screen, and nothing below moves.
 */
function Reserved({ as, children }: { as: string; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-grid', justifyItems: 'center', '& > span': { gridArea: '1 / 1' } }}>
      <span>{children}</span>
      <span aria-hidden style={{ visibility: 'hidden' }}>
        {as}
      </span>
    </Box>
  );
}

/** Share: the phone's own share sheet (WhatsApp, SMS…) where there is one; otherwise the link is copied. */
function useShare(property: Property, title: string) {
  const t = useT();
  const { flash } = useFlash();
  const url = `${useSiteOrigin()}${paths.property(property.id, property.slug)}`;
  return async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      flash('success', t('property.owner.copied', 'Link copied: paste it in WhatsApp, a text or anywhere.'));
    } catch (error) {
      // The person closed the share sheet: nothing to say.
      if (error instanceof Error && error.name === 'AbortError') return;
      flash('info', t('property.owner.copy-this', 'Copy this link to share it: {url}', { url }));
    }
  };
}
