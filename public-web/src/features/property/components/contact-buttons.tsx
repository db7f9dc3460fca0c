import { useCallback, useState } from 'react';
import { isGhanaMobile } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { NEEDS_SCRIPT } from '../../../components/ui/needs-script';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { config } from '../../../config';
import { useSiteOrigin } from '../../../lib/host-mode';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language';
import { revealPhone, type RevealedPhone } from '../api/reveal-phone';

const whatsAppColours = { color: '#128c4b', borderColor: 'rgba(18,140,75,0.5)' } as const;

/**
 * WhatsApp's link for a chat with `phone` (E.164: +233…), the message box filled with the listing's title
 * and its address, so the lister knows at once which property the call is about.
 */
export function whatsAppLink(phone: string, title: string, pageUrl: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(`${title}\n${pageUrl}`)}`;
}

/**
 * "Show number": the lister's number is not in the page (scrapers read pages); a tap asks the server for it,
 * which counts it for the lister and limits how many one address or person may ask for. One reveal per page,
 * shared by the buttons beside the price, the phone's contact bar and the lister's card.
 */
export type PhoneReveal = {
  /** The lister offers a number on this listing (the listing's `lister.showsPhone`). */
  offered: boolean;
  state: 'hidden' | 'asking' | 'shown' | 'failed';
  phone?: RevealedPhone;
  /** Why the number could not be had (the server's words: too many asked for, no longer shown…). */
  problem?: string;
  show: () => void;
};

export function usePhoneReveal(propertyId: string, offered: boolean): PhoneReveal {
  const t = useT();
  const [reveal, setReveal] = useState<Pick<PhoneReveal, 'state' | 'phone' | 'problem'>>({ state: 'hidden' });
  const show = useCallback(() => {
    setReveal((current) => (current.state === 'asking' || current.state === 'shown' ? current : { state: 'asking' }));
    revealPhone(propertyId).then(
      (phone) => setReveal({ state: 'shown', phone }),
      // The server's words (too many asked for, no longer shown…) as they are; our own when it gave none.
      (error: unknown) => setReveal({ state: 'failed', problem: error instanceof ApiError ? error.message : t('property.phone.failed', 'We could not get the number. Please try again.') }),
    );
  }, [propertyId, t]);
  return { offered, ...reveal, show };
}

/**
 * The Show number button: a plain form posting to the reveal call, so a browser without JavaScript gets the
 * number on a small page of the API's; with JavaScript the tap asks for it in place.
 */
function ShowNumber({ reveal, propertyId, variant, short = false, sx }: { reveal: PhoneReveal; propertyId: string; variant: 'outlined' | 'contained'; short?: boolean; sx?: object }) {
  const t = useT();
  return (
    <Box
      component="form"
      method="post"
      action={`${config.apiBase}/properties/${encodeURIComponent(propertyId)}/phone-reveals`}
      onSubmit={(event) => {
        event.preventDefault();
        reveal.show();
      }}
      sx={{ display: 'flex', ...sx }}
    >
      <Button type="submit" variant={variant} disabled={reveal.state === 'asking'} startIcon={<PhoneOutlined aria-hidden />} sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap' }}>
        {reveal.state === 'asking'
          ? short
            ? t('property.phone.getting-short', 'Getting…')
            : t('property.phone.getting', 'Getting the number…')
          : t('property.phone.show', 'Show number')}
      </Button>
    </Box>
  );
}

/** WhatsApp for a mobile number only: a landline (030…) has none. */
const onWhatsApp = (phone: RevealedPhone) => phone.whatsapp && isGhanaMobile(phone.phone);

/**
 * Beside the price (from the `sm` breakpoint up): "Show number", then Call and WhatsApp with the number
 * written out, for a laptop that cannot dial. Most people here settle a viewing by phone or WhatsApp; these
 * buttons save them copying the number.
 */
export function ContactButtons({ reveal, title, propertyId, slug }: { reveal: PhoneReveal; title: string; propertyId: string; slug?: string }) {
  const t = useT();
  const pageUrl = `${useSiteOrigin()}${paths.property(propertyId, slug)}`;
  if (!reveal.offered) return null;
  const phone = reveal.state === 'shown' ? reveal.phone : undefined;
  if (!phone) {
    return (
      <Stack spacing={0.5}>
        <ShowNumber reveal={reveal} propertyId={propertyId} variant="outlined" />
        {reveal.problem ? (
          <Typography role="alert" variant="body2" color="error">
            {reveal.problem}
          </Typography>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 700 }} aria-label={t('property.phone.label', "The lister's number: {number}", { number: phone.display })}>
        {phone.display}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" href={`tel:${phone.phone}`} startIcon={<PhoneOutlined aria-hidden />} sx={{ flex: 1 }}>
          {t('property.phone.call', 'Call')}
        </Button>
        {onWhatsApp(phone) ? (
          <Button variant="outlined" href={whatsAppLink(phone.phone, title, pageUrl)} target="_blank" rel="noopener noreferrer" startIcon={<WhatsApp aria-hidden />} sx={{ flex: 1, ...whatsAppColours }}>
            WhatsApp
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * Where the browser can tie an animation to the page's scroll (Chromium 115 on), the bar waits just below the
 * screen until the page has scrolled 40 px, then rises into place. A bar fixed over the first screen covered
 * whatever fell at its foot (Notes, Report this listing: where depends on the title, the price lines and the
 * language), leaving a sliver of a button too small to tap (WCAG 2.5.8, axe's target-size). It is a transform,
 * so nothing is laid out again and nothing jumps; a focused bar is always shown (a keyboard reaches it at once),
 * and a browser without scroll-driven animations keeps the bar in place from the start, as before.
 */
const riseOnScroll = {
  '@keyframes fieBarRise': { from: { transform: 'translateY(100%)' }, to: { transform: 'none' } },
  '@supports (animation-timeline: scroll())': {
    '&:not(:focus-within)': { animation: 'fieBarRise linear both', animationTimeline: 'scroll(root)', animationRange: '0 40px' },
  },
} as const;

/** The phone's bar at the foot of the screen: the seeker's contact bar, or the owner's own (owner-actions.tsx). */
export const contactBarSx = {
  ...riseOnScroll,
  display: { xs: 'flex', sm: 'none' },
  flexWrap: 'wrap',
  position: 'sticky',
  bottom: 0,
  zIndex: (t: { zIndex: { appBar: number } }) => t.zIndex.appBar,
  gap: 1,
  mx: -2,
  mt: 3,
  px: 1,
  pt: 1,
  pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  boxShadow: '0 -2px 8px rgba(0,0,0,0.08)',
} as const;

/**
 * On a phone, the ways to reach the lister stay at the bottom of the screen while the page is read: "Show
 * number" where the lister offers one, then Call and WhatsApp (a mobile number only), and Message where
 * messaging is offered. Only where there is something to offer; CSS shows it below the `sm` breakpoint, so the
 * server draws the same page the browser hydrates. It is sticky at the end of the page, not fixed: it keeps to
 * the bottom of the screen while the page scrolls under it, and where the page ends it takes its own place in
 * the flow, so the last of the page and the footer are never hidden behind it. Without JavaScript, Show
 * number still works (a plain form) and Message is not offered.
 */
export function ContactBar({ reveal, title, propertyId, slug, onMessage, signInFirst = false }: { reveal: PhoneReveal; title: string; propertyId: string; slug?: string; onMessage?: () => void; signInFirst?: boolean }) {
  const t = useT();
  const pageUrl = `${useSiteOrigin()}${paths.property(propertyId, slug)}`;
  if (!reveal.offered && !onMessage) return null;
  const phone = reveal.state === 'shown' ? reveal.phone : undefined;
  const button = { flex: 1, minWidth: 0, px: 1, whiteSpace: 'nowrap' } as const;
  return (
    <Box
      component="aside"
      aria-label={t('property.contact.bar', 'Contact the lister')}
      data-testid="contact-bar"
      // Without JavaScript a bar with Message alone would be empty.
      className={reveal.offered ? undefined : NEEDS_SCRIPT}
      sx={contactBarSx}
    >
      {reveal.problem ? (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {reveal.problem}
        </Typography>
      ) : null}
      {reveal.offered && !phone ? (
        <ShowNumber reveal={reveal} propertyId={propertyId} variant="contained" short sx={{ flex: 1, minWidth: 0 }} />
      ) : null}
      {phone ? (
        <Button variant="contained" href={`tel:${phone.phone}`} startIcon={<PhoneOutlined aria-hidden />} sx={button}>
          {t('property.phone.call', 'Call')}
        </Button>
      ) : null}
      {phone && onWhatsApp(phone) ? (
        <Button variant="outlined" href={whatsAppLink(phone.phone, title, pageUrl)} target="_blank" rel="noopener noreferrer" startIcon={<WhatsApp aria-hidden />} sx={{ ...button, ...whatsAppColours }}>
          WhatsApp
        </Button>
      ) : null}
      {onMessage ? (
        <Button className={NEEDS_SCRIPT} variant={reveal.offered ? 'outlined' : 'contained'} onClick={onMessage} aria-haspopup="dialog" startIcon={<ChatOutlined aria-hidden />} sx={button}>
          {/* A visitor signs in first: the button says so to a screen reader, and 'Message' fits a 360-px screen. */}
          {/* The hidden words go either side of the visible one, so a language orders them as its sentence needs. */}
          {signInFirst ? <span style={visuallyHidden}>{t('property.contact.sign-in-before', 'Sign in to ')}</span> : null}
          {t('property.contact.message', 'Message')}
          {signInFirst ? <span style={visuallyHidden}>{t('property.contact.sign-in-after', ' the owner')}</span> : null}
        </Button>
      ) : null}
    </Box>
  );
}
