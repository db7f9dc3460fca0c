import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { optionLabel, derivedImages, derivedImageUrl, LEGAL_RENT_ADVANCE_MONTHS, type PageHead, type Translate } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { PropertyMap } from '../../components/map/property-map';
import { MapOnRequest } from '../../components/map/map-on-request';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { WhenVisible } from '../../components/ui/when-visible';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../components/ui/needs-script';
import { config } from '../../config';
import { ApiError } from '../../lib/api-client';
import { useSiteOrigin } from '../../lib/host-mode';
import { readJustListed } from '../../lib/just-created';
import { useIsClient } from '../../lib/use-is-client';
import { useT } from '../../lib/i18n/language';
import { formatAmount, formatMoney } from '../../lib/money';
import { usePageResult, type PageResult } from '../../lib/page-data';
import { usePageHead } from '../../lib/page-head';
import { paths } from '../../lib/paths';
import { acquisitionTag, amenityNames, placeLine, priceLines, shortPrice, typeName, type ListerReputation, type Property, type RecentReview } from '../../lib/property';
import { breadcrumbData, homeCrumb, listingData } from '../../lib/structured-data';
import { fetchProperty, propertyRequest, readProperty } from './api/get-property';
import { recordView } from './api/record-view';
import { ContactBar, ContactButtons, usePhoneReveal, type PhoneReveal } from './components/contact-buttons';
import { Gallery } from './components/gallery';
import { OwnerActionsBlock, OwnerBar, ownerActionsFor, type ListingViewer, type RenderEdit } from './components/owner-actions';

export type { ListingViewer, RenderEdit };
import { JustListedBanner } from './components/just-listed-banner';
import { MissingProperty, readMissing, type MissingListing } from './components/missing-property';
import { fateLabel } from '../../lib/listing-fate';
import { availabilityText, bookedText, daysOnMarketText, formatDate, priceChangeText, furnishingLabel, rentAdvanceText, ruleKeys, ruleNames, utilityRows } from './format';
import { NoShowFacts } from '../../components/ui/no-show-facts';

export type PropertyPageProps = {
  /** Signed in = a stored session (spec); the Message button shows only then. */
  signedIn: boolean;
  /** Opens the sign-in dialog for a visitor; `then` runs once they are signed in (the Notes drawer opens). */
  onSignIn: (then?: () => void) => void;
  /** The Notes drawer (the notes feature, handed in by the app); without it there is no Notes button. */
  renderNotes?: (props: { open: boolean; onClose: () => void; propertyId: string; propertyTitle: string }) => ReactNode;
  /** The heart that saves the property (the saved feature, handed in by the app). */
  renderSave?: (property: { id: string; name: string }) => ReactNode;
  /** Opens the chat with the lister (a visitor signs in first); without it there is no Message button. */
  onMessage?: () => void;
  /** The chat modal with the lister (the conversations feature, handed in by the app). */
  renderChat?: (listing: { property: Property; title: string }) => ReactNode;
  /** The offer form (the offers feature, handed in by the app); without it, or for a short stay, there is no Make offer. */
  renderOffer?: (props: { open: boolean; onClose: () => void; property: Property; title: string }) => ReactNode;
  /** Arrange Viewing's date-time picker (the viewings feature, handed in by the app); without it there is no button. */
  renderViewing?: (props: { open: boolean; onClose: () => void; property: Property; title: string }) => ReactNode;
  /** A short stay's Request to book form (the viewings feature, handed in by the app). */
  renderStayRequest?: (props: { property: Property; title: string }) => ReactNode;
  /** 'Report this listing' (the moderation feature, handed in by the app; none for its own lister); a visitor signs in first. */
  renderReport?: (props: { open: boolean; onClose: () => void; property: Property; title: string }) => ReactNode;
  /** Cards for listings (the search feature's, handed in by the app): a missing listing's similar ones nearby. */
  renderListings?: (properties: Property[]) => ReactNode;
  /** The signed-in lister's dashboard, offered by the confirmation after they list a property. */
  dashboardPath?: string;
  /**
   * Who is looking (the session, known only in the browser): on his own listing the owner is spoken to as the owner
   * (issue 32), with its offers, viewings and `renderEdit`, the edit form (the listings feature's, handed in by the app).
   */
  viewer?: ListingViewer;
  renderEdit?: RenderEdit;
};


/** A failure's `message` is the server's words; none when the error carried none (the page then says so in its own). */
type Load = { status: 'loading' } | { status: 'ready'; property: Property } | { status: 'failed'; message?: string; missing?: MissingListing };

const loaded = (result: PageResult<Property>): Load => (result.ok ? { status: 'ready', property: result.data } : failure(result.error));

function failure(error: unknown): Load {
  return { status: 'failed', message: error instanceof Error ? error.message : undefined, missing: error instanceof ApiError ? readMissing(error) : undefined };
}

/**
 * /property/:id (and /property/:id/:slug): the listing's photographs, price (a dollar price with its cedi
 * equivalent), facts, real days on market and availability, description, amenities, utilities, rules, the
 * advance asked (flagged above the Rent Act's six months), the GhanaPostGPS address, a small map, who lists it,
 * and the ways to get in touch. The server draws it with its content (and its link preview and structured
 * data); an address without the listing's current slug is sent on to it. A listing that cannot be shown says
 * 'Could not get property!', what became of it, and offers similar listings nearby.
 */
export function PropertyPage(props: PropertyPageProps) {
  const { id = '', slug } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const origin = useSiteOrigin();
  const initial = usePageResult(propertyRequest(id), readProperty);
  const [load, setLoad] = useState<Load>(() => (initial ? loaded(initial) : { status: 'loading' }));
  // The server's answer is this page's first load; a move to another listing loads that one.
  const given = useRef(initial ? id : undefined);
  // Its owner saved an edit: the page reads the listing again, quietly.
  const [edits, setEdits] = useState(0);

  useEffect(() => {
    if (given.current === id) {
      given.current = undefined;
      return;
    }
    const controller = new AbortController();
    if (!edits) setLoad({ status: 'loading' });
    fetchProperty(id, { signal: controller.signal }).then(
      (property) => !controller.signal.aborted && setLoad({ status: 'ready', property }),
      (error: unknown) => !controller.signal.aborted && setLoad(failure(error)),
    );
    return () => controller.abort();
  }, [id, edits]);

  // Once the property is shown it counts as seen: the server counts each visitor once a day, without cookies.
  const shownId = load.status === 'ready' ? load.property.id : undefined;
  useEffect(() => {
    if (shownId) recordView(shownId);
  }, [shownId]);

  const property = load.status === 'ready' ? load.property : undefined;
  const title = property ? headingOf(t, property) : undefined;
  // The one address of this listing: with its current slug (the server answers 301 to it; a link followed
  // inside the site is corrected in place).
  const canonical = property ? paths.property(property.id, property.slug) : undefined;
  const redirect = canonical && property?.slug && slug !== property.slug ? `${canonical}${location.search}${location.hash}` : undefined;
  useEffect(() => {
    // The state goes along: a lister sent here from List Property keeps their confirmation.
    if (redirect) navigate(redirect, { replace: true, state: location.state });
  }, [redirect, navigate, location.state]);
  // Only in the browser once hydrated: the server never knows the state, and the two must draw the same page.
  const client = useIsClient();
  const justListed = client && property ? readJustListed(location.state, property.id) : undefined;
  // Read as HTML; a tap on its buttons is held until it is alive: a visitor's page wakes at their first touch (issue 35).
  usePageHead({ ...(property && title && canonical ? propertyHead(t, property, title, canonical, origin, redirect) : missingHead(t, load)), codeOnTouch: 'visitor' });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs aria-label={t('property.breadcrumb.label', 'Breadcrumb')} sx={{ mb: 2, '& ol': { flexWrap: 'nowrap' }, '& li:last-of-type': { minWidth: 0 } }}>
        <Link component={RouterLink} to={paths.home} underline="hover" color="inherit">
          {t('property.breadcrumb.home', 'Home')}
        </Link>
        <Link component={RouterLink} to={paths.searchProperty} underline="hover" color="inherit">
          {t('property.breadcrumb.search', 'Search Page')}
        </Link>
        <Typography color="text.primary" noWrap aria-current="page" sx={{ maxWidth: { xs: 140, sm: 360 } }}>
          {id}
        </Typography>
      </Breadcrumbs>
      {justListed && property && title && canonical ? (
        <JustListedBanner
          status={justListed.status}
          title={title}
          url={`${origin}${canonical}`}
          dashboardPath={props.dashboardPath}
          onClose={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null })}
        />
      ) : null}
      {load.status === 'loading' ? <LinearProgress aria-label={t('property.loading', 'Loading the property')} /> : null}
      {load.status === 'failed' ? <MissingProperty message={load.message} missing={load.missing} renderListings={props.renderListings} /> : null}
      {property && title ? <PropertyDetails property={property} title={title} {...props} onEdited={() => setEdits((n) => n + 1)} /> : null}
    </Container>
  );
}

/** The head of a listing's page: what a shared link's preview and a search engine show. */
function propertyHead(t: Translate, property: Property, title: string, canonical: string, origin: string, redirect: string | undefined): PageHead {
  const price = priceLines(property, t);
  const priceText = [price.main, price.plan].filter(Boolean).join(' ');
  // The advance asked is what a renter here weighs first (a year or two is common): the link preview names it.
  const advance = property.acquisition === 'rent' ? rentAdvanceText(t, property)?.text : undefined;
  const facts = [acquisitionTag(property.acquisition, t), priceText, advance, property.bedrooms !== undefined ? t('property.head.beds', '{count, plural, one {# bed} other {# beds}}', { count: property.bedrooms }) : undefined, placeLine(property)].filter(Boolean).join(' · ');
  const words = property.shortDescription || property.description;
  const description = clip(`${facts}. ${words}`, 200);
  const photo = property.images[0];
  return {
    title: `${title} · ${priceText} · ${config.productName}`,
    description,
    canonical,
    redirect,
    image: photo ? { url: derivedImageUrl(photo.name, 'preview'), width: derivedImages.preview.width, height: derivedImages.preview.height, alt: title } : undefined,
    // The gallery paints the first photo's thumbnail at once, then the photo over it.
    preloadImage: photo ? { href: photo.thumbnail } : undefined,
    jsonLd: [
      listingData(property, { origin, url: canonical, title, description }),
      breadcrumbData([homeCrumb, [t('property.missing.search', 'Search property'), paths.searchProperty], ...(property.town ? [[property.town, `${paths.searchProperty}?location=${encodeURIComponent(property.town)}`] as [string, string]] : []), [title]], origin),
    ],
  };
}

/**
 * 410 for a listing gone for good (deleted by its lister or taken down by Fie), 404 otherwise; neither is kept by
 * search engines. A listing that was says in its title what became of it.
 */
function missingHead(t: Translate, load: Load): PageHead {
  if (load.status !== 'failed') return { title: `${config.productName} · ${t('property.head.property', 'Property')}` };
  const fate = load.missing?.fate;
  const title = fate ? `${load.missing?.title ?? t('property.missing.this-listing', 'This listing')} · ${fateLabel(t, fate)}` : t('property.missing.title', 'Could not get property!');
  return { title: `${title} · ${config.productName}`, status: load.missing?.state === 'deleted' ? 410 : 404, noindex: true };
}

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

function headingOf(t: Translate, property: Property): string {
  if (property.title) return property.title;
  const place = placeLine(property);
  const values = { type: typeName(property, t), acquisition: acquisitionTag(property.acquisition, t).toLowerCase(), place };
  return place ? t('property.heading.untitled-place', '{type} {acquisition} in {place}', values) : t('property.heading.untitled', '{type} {acquisition}', values);
}

function PropertyDetails({ property, title, signedIn, onSignIn, renderNotes, renderSave, onMessage, renderChat, renderOffer, renderViewing, renderStayRequest, renderReport, viewer, renderEdit, onEdited }: { property: Property; title: string; onEdited: () => void } & PropertyPageProps) {
  // Known once the page runs in the browser (the session lives there): the owner's buttons then take the seeker's
  // places, one for one and the same size, so nothing moves (issue 32).
  const own = useIsClient() && viewer ? ownerActionsFor(viewer, property, renderEdit) : undefined;
  const [editing, setEditing] = useState(false);
  // The drawer's code loads on the first press; afterwards it stays, so closing and opening is instant.
  const [notes, setNotes] = useState<'unused' | 'open' | 'closed'>('unused');
  const openNotes = () => (signedIn ? setNotes('open') : onSignIn(() => setNotes('open')));
  const [report, setReport] = useState<'unused' | 'open' | 'closed'>('unused');
  const openReport = () => (signedIn ? setReport('open') : onSignIn(() => setReport('open')));
  // Like Notes: a visitor signs in first, then the offer form opens; its code loads on the first press.
  const [offer, setOffer] = useState<'unused' | 'open' | 'closed'>('unused');
  const openOffer = () => (signedIn ? setOffer('open') : onSignIn(() => setOffer('open')));
  // Arrange Viewing likewise: a visitor signs in first, then the date-time picker opens.
  const [viewing, setViewing] = useState<'unused' | 'open' | 'closed'>('unused');
  // The lister's number, once a visitor taps Show number (it is never in the page itself).
  const phone = usePhoneReveal(property.id, property.lister?.showsPhone === true);
  const t = useT();
  const openViewing = () => (signedIn ? setViewing('open') : onSignIn(() => setViewing('open')));
  const price = priceLines(property, t);
  const place = placeLine(property);
  const availability = availabilityText(t, property);
  const booked = bookedText(t, property);
  const onMarket = daysOnMarketText(t, property.daysOnMarket);
  const advance = property.acquisition === 'rent' ? rentAdvanceText(t, property) : undefined;
  const utilities = utilityRows(t, property.utilities);
  const priceChange = priceChangeText(t, property.priceChange);
  const rules = ruleNames(t);
  const viewingFee = property.viewingFeeGhs && property.viewingFeeGhs > 0 ? formatMoney(property.viewingFeeGhs, 'GHS') : undefined;

  const facts: { label: string; value: string }[] = [
    { label: t('property.facts.acquisition', 'Acquisition'), value: acquisitionTag(property.acquisition, t) },
    { label: t('property.facts.type', 'Type'), value: typeName(property, t) },
    ...(property.category ? [{ label: t('property.facts.category', 'Category'), value: optionLabel(t, 'category', property.category) }] : []),
    ...(property.bedrooms !== undefined ? [{ label: t('property.facts.bedrooms', 'Bedrooms'), value: String(property.bedrooms) }] : []),
    ...(property.bathrooms !== undefined ? [{ label: t('property.facts.bathrooms', 'Bathrooms'), value: String(property.bathrooms) }] : []),
    ...(property.areaLabel ? [{ label: t('property.facts.area', 'Area'), value: property.areaLabel }] : []),
    ...(property.furnishing ? [{ label: t('property.facts.furnishing', 'Furnishing'), value: furnishingLabel(t, property.furnishing) }] : []),
    ...(property.buildYear ? [{ label: t('property.facts.built', 'Built'), value: String(property.buildYear) }] : []),
    ...(property.seatingCapacity ? [{ label: t('property.facts.seats', 'Seats'), value: formatAmount(property.seatingCapacity) }] : []),
    ...(property.parkingCapacity
      ? [{ label: t('property.utility.parking', 'Parking'), value: t('property.facts.cars', '{count, plural, other {{amount} cars}}', { count: property.parkingCapacity, amount: formatAmount(property.parkingCapacity) }) }]
      : []),
    ...(onMarket
      ? [{ label: t('property.facts.days-on-market', 'Days on market'), value: property.daysOnMarket === 0 ? t('property.market.listed-today', 'Listed today') : formatAmount(property.daysOnMarket ?? 0) }]
      : []),
    ...(property.publishedAt ? [{ label: t('property.facts.listed-on', 'Listed on'), value: formatDate(property.publishedAt) }] : []),
    ...(viewingFee ? [{ label: t('property.facts.viewing-fee', 'Viewing fee'), value: viewingFee }] : []),
  ];

  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Gallery images={property.images} title={title} />
        </Box>
        <Stack spacing={2}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip label={acquisitionTag(property.acquisition, t)} color="primary" size="small" />
              <Chip label={typeName(property, t)} size="small" variant="outlined" />
              {onMarket ? <Chip label={onMarket} size="small" variant="outlined" /> : null}
            </Stack>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 30 }, flexGrow: 1, minWidth: 0 }}>
                {title}
              </Typography>
              {renderSave ? <Box className={NEEDS_SCRIPT} sx={{ flexShrink: 0, mt: 0.25 }}>{renderSave({ id: property.id, name: title })}</Box> : null}
            </Box>
            {place ? <Typography color="text.secondary">{[place, property.regionName].filter(Boolean).join(', ')}</Typography> : null}
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: 28, lineHeight: 1.2 }} data-testid="property-price">
              {price.main}
              {price.plan ? (
                <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 16 }}>
                  {price.plan}
                </Typography>
              ) : null}
            </Typography>
            {price.monthly ? <Typography color="text.secondary">{t('property.price.monthly', 'That is {monthly}.', { monthly: price.monthly })}</Typography> : null}
            {priceChange ? (
              <Typography color="success.dark" sx={{ fontWeight: 600 }}>
                {priceChange}
              </Typography>
            ) : null}
            {price.cedis ? (
              <Typography color="text.secondary">
                {price.cedis}
                {property.exchange
                  ? t('property.price.rate', ' at {indicative, select, yes {an indicative rate} other {the rate}} of GH₵ {rate} to the dollar', {
                      indicative: property.exchange.indicative ? 'yes' : 'no',
                      rate: property.exchange.usdToGhs,
                    })
                  : t('property.price.indicative', ' (indicative rate)')}
              </Typography>
            ) : null}
            {advance ? (
              <Box sx={{ mt: 1.5 }}>
                <Typography>{t('property.advance.asked', 'Advance asked: {advance}', { advance: advance.text })}</Typography>
                {advance.aboveLegal ? (
                  <Alert severity="warning" icon={<WarningAmberOutlined fontSize="small" />} sx={{ mt: 1 }}>
                    {t(
                      'property.advance.above-legal',
                      "This is more than the {months} months' advance the Rent Act, 1963 (Act 220) allows. You may ask the owner for a shorter advance.",
                      { months: LEGAL_RENT_ADVANCE_MONTHS },
                    )}
                  </Alert>
                ) : null}
              </Box>
            ) : null}
            {availability ? (
              <Typography sx={{ mt: 1.5, fontWeight: 600 }} color="primary.dark">
                {availability}
              </Typography>
            ) : null}
            {booked ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {booked}
              </Typography>
            ) : null}
          </Paper>
          {own ? (
            <OwnerActionsBlock own={own} property={property} title={title} phoneOffered={phone.offered} renderNotes={renderNotes ? openNotes : undefined} onEdit={() => setEditing(true)} />
          ) : (
          <Stack spacing={1}>
            {/* On a phone these are in the contact bar at the foot of the screen instead (ContactBar). */}
            {signedIn && onMessage ? (
              <Button className={NEEDS_SCRIPT} variant="contained" startIcon={<ChatOutlined aria-hidden />} onClick={onMessage} aria-haspopup="dialog" sx={onWiderScreens}>
                {t('property.contact.message', 'Message')}
              </Button>
            ) : null}
            {!signedIn && onMessage ? (
              <Button className={NEEDS_SCRIPT} variant="contained" startIcon={<LoginOutlined aria-hidden />} onClick={() => onSignIn(onMessage)} sx={onWiderScreens}>
                {t('property.contact.sign-in-to-message', 'Sign in to message the owner')}
              </Button>
            ) : null}
            {phone.offered ? (
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <ContactButtons reveal={phone} title={title} propertyId={property.id} slug={property.slug} />
              </Box>
            ) : null}
            <NeedsScriptNote>
              {phone.offered
                ? t('property.contact.needs-script-call', 'Messages, viewings and offers need JavaScript: turn it on in your browser, or call the lister.')
                : t('property.contact.needs-script', 'Messages, viewings and offers need JavaScript: turn it on in your browser to get in touch with the lister.')}
            </NeedsScriptNote>
            <Stack direction="row" spacing={1} className={NEEDS_SCRIPT}>
              {renderViewing ? (
                <Button variant="outlined" startIcon={<EventAvailableOutlined aria-hidden />} onClick={openViewing} aria-haspopup="dialog" sx={{ flex: 1 }}>
                  {t('property.contact.arrange-viewing', 'Arrange Viewing')}
                </Button>
              ) : null}
              {renderOffer && property.acquisition !== 'short_stay' ? (
                <Button variant="outlined" startIcon={<LocalOfferOutlined aria-hidden />} onClick={openOffer} aria-haspopup="dialog" sx={{ flex: 1 }}>
                  {t('property.contact.make-offer', 'Make offer')}
                </Button>
              ) : null}
            </Stack>
            {viewingFee ? (
              <Typography variant="body2" color="text.secondary" data-testid="viewing-fee">
                {t('property.viewing-fee', 'Viewing fee {amount}: paid by mobile money or card into a hold when you book, and passed to the lister only after the viewing.', { amount: viewingFee })}
              </Typography>
            ) : null}
            {renderNotes ? (
              <Button className={NEEDS_SCRIPT} variant="text" startIcon={<EditNoteOutlined aria-hidden />} onClick={openNotes} aria-haspopup="dialog" sx={{ alignSelf: 'flex-start' }}>
                {t('property.contact.notes', 'Notes')}
              </Button>
            ) : null}
            {renderReport ? (
              <Button className={NEEDS_SCRIPT} variant="text" color="inherit" size="small" startIcon={<OutlinedFlag aria-hidden />} onClick={openReport} aria-haspopup="dialog" sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}>
                {t('property.contact.report', 'Report this listing')}
              </Button>
            ) : null}
          </Stack>
          )}
          {renderStayRequest && property.acquisition === 'short_stay' ? <Box className={NEEDS_SCRIPT}>{renderStayRequest({ property, title })}</Box> : null}
          <ListerCard property={property} phone={phone} />
        </Stack>
      </Box>

      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, mt: 4, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title={t('property.section.key-facts', 'Key facts')}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
              {facts.map((fact) => (
                <Box key={fact.label}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {fact.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {fact.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>
          {property.shortDescription || property.description ? (
            <Section title={t('property.section.description', 'Description')}>
              {property.shortDescription ? <Typography sx={{ fontWeight: 600, mb: 1 }}>{property.shortDescription}</Typography> : null}
              <Typography sx={{ whiteSpace: 'pre-line' }}>{property.description}</Typography>
            </Section>
          ) : null}
          <Section title={t('property.section.amenities', 'Amenities')}>
            {property.amenities.length ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {amenityNames(property, t).map((label) => (
                  <li key={label}>
                    <Chip label={label} variant="outlined" />
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('property.amenities.none', 'The lister has not named any amenities.')}</Typography>
            )}
          </Section>
          {utilities.length ? (
            <Section title={t('property.section.utilities', 'Utilities')}>
              <FactList rows={utilities} />
            </Section>
          ) : null}
          <Section title={t('property.section.rules', 'House rules')}>
            <FactList
              rows={ruleKeys.map((rule) => ({ label: rules[rule], value: property.rules[rule] ? t('property.rules.allowed', 'Allowed') : t('property.rules.not-allowed', 'Not allowed') }))}
            />
          </Section>
        </Stack>
        <Stack spacing={3}>
          <Section title={t('property.section.location', 'Location')}>
            <Typography sx={{ mb: 1 }}>{[place, property.district, property.regionName ? t('property.location.region', '{region} Region', { region: property.regionName }) : undefined].filter(Boolean).join(', ')}</Typography>
            {property.digitalAddress ? (
              <Typography sx={{ mb: 1 }}>
                {t('property.location.digital-address', 'GhanaPostGPS address:')} <strong>{property.digitalAddress}</strong>
              </Typography>
            ) : null}
            <NeedsScriptNote>{t('property.location.needs-script', 'The map needs JavaScript: turn it on in your browser to see where this property is.')}</NeedsScriptNote>
            <WhenVisible minHeight={260} className={NEEDS_SCRIPT}>
              <MapOnRequest height={260}>
              <PropertyMap
                label={t('property.location.map', 'Map showing where {title} is', { title })}
                height={260}
                testId="listing-map"
                cluster={false}
                wheelZoom={false}
                markers={[{ id: property.id, lon: property.lon, lat: property.lat, label: shortPrice(property) }]}
                focus={{ key: property.id, center: [property.lon, property.lat], zoom: 15 }}
              />
              </MapOnRequest>
            </WhenVisible>
          </Section>
        </Stack>
      </Box>

      {own ? (
        <OwnerBar own={own} title={title} property={property} onEdit={() => setEditing(true)} />
      ) : (
        <ContactBar
          reveal={phone}
          title={title}
          propertyId={property.id}
          slug={property.slug}
          onMessage={onMessage ? (signedIn ? onMessage : () => onSignIn(onMessage)) : undefined}
          signInFirst={!signedIn}
        />
      )}
      {own?.renderEdit && editing ? own.renderEdit({ propertyId: property.id, onClose: () => setEditing(false), onSaved: onEdited }) : null}

      {renderViewing && viewing !== 'unused' ? renderViewing({ open: viewing === 'open', onClose: () => setViewing('closed'), property, title }) : null}
      {renderNotes && notes !== 'unused' ? renderNotes({ open: notes === 'open', onClose: () => setNotes('closed'), propertyId: property.id, propertyTitle: title }) : null}
      {renderChat ? renderChat({ property, title }) : null}
      {renderOffer && offer !== 'unused' ? renderOffer({ open: offer === 'open', onClose: () => setOffer('closed'), property, title }) : null}
      {renderReport && report !== 'unused' ? renderReport({ open: report === 'open', onClose: () => setReport('closed'), property, title }) : null}
    </>
  );
}

/** What the phone's contact bar replaces: shown from the `sm` breakpoint up (CSS, so the server draws it too). */
const onWiderScreens = { display: { xs: 'none', sm: 'inline-flex' } } as const;

function ListerCard({ property, phone }: { property: Property; phone: PhoneReveal }) {
  const t = useT();
  const lister = property.lister;
  if (!lister) return null;
  const organization = lister.kind === 'organization';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('property.lister.listed-by', 'Listed by')}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('property.lister.listed-by', 'Listed by')}
      </Typography>
      {organization && lister.image ? <img src={lister.image} alt={t('property.lister.logo', '{name} logo', { name: lister.name })} width={56} height={56} style={{ display: 'block', objectFit: 'contain', borderRadius: 8, marginBottom: 8 }} /> : null}
      <Typography sx={{ fontWeight: 700 }}>
        {organization && lister.urlName ? (
          <Link component={RouterLink} to={`${paths.org}/${encodeURIComponent(lister.urlName)}`}>
            {lister.name}
          </Link>
        ) : (
          lister.name
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {organization ? t('property.lister.company', 'Real estate company') : t('property.lister.owner', 'Owner')}
      </Typography>
      {property.listerVerified ? <VerifiedBadge /> : null}
      {lister.reputation ? <ListerReputationLine reputation={lister.reputation} /> : null}
      {lister.reputation ? <NoShowFacts count={lister.reputation.noShows} recent={lister.reputation.noShowsRecent} testId="lister-no-shows" /> : null}
      {lister.reputation ? <RecentReviews reviews={lister.reputation.recent} /> : null}
      {phone.state === 'shown' && phone.phone ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {phone.phone.display}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** What past deals with this lister were like (issue 33): from reviews tied to real deals, and the deals themselves. */
function ListerReputationLine({ reputation }: { reputation: ListerReputation }) {
  const t = useT();
  const rated = reputation.count > 0 && reputation.average !== null;
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="lister-reputation">
      {rated ? t('property.lister.rating', '★ {average} from {count, plural, one {# review} other {# reviews}}', { average: reputation.average!.toFixed(1), count: reputation.count }) : null}
      {rated && reputation.completedDealings > 0 ? ' · ' : null}
      {reputation.completedDealings > 0 ? t('property.lister.completed-dealings', '{count, plural, one {# deal completed through Fie} other {# deals completed through Fie}}', { count: reputation.completedDealings }) : null}
    </Typography>
  );
}

/** The lister's newest published reviews, each from a real deal, with the lister's one reply. */
function RecentReviews({ reviews }: { reviews: RecentReview[] }) {
  const t = useT();
  if (!reviews.length) return null;
  return (
    <Box component="ul" aria-label={t('property.lister.reviews', 'Reviews from completed deals')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {reviews.map((review) => (
        <Box component="li" key={review.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('property.lister.review-by', '★ {overall} · {name}', { overall: review.overall.toFixed(1), name: review.author })}
          </Typography>
          {review.text ? <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{review.text}</Typography> : null}
          {review.reply ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', pl: 1.5 }}>
              {t('property.lister.review-reply', 'Reply: {text}', { text: review.reply })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function FactList({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
