import { isGhanaMobile } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { NEEDS_SCRIPT } from '../../../components/ui/needs-script';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useSiteOrigin } from '../../../lib/host-mode';
import { paths } from '../../../lib/paths';

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
 * Call and WhatsApp, for a lister who chose to show their phone number (organizations always do). Most
 * people here settle a viewing by phone or WhatsApp; these buttons save them copying the number. WhatsApp
 * only for a mobile number: a landline (030…) has none.
 */
export function ContactButtons({ phone, title, propertyId, slug }: { phone: string; title: string; propertyId: string; slug?: string }) {
  const pageUrl = `${useSiteOrigin()}${paths.property(propertyId, slug)}`;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" href={`tel:${phone}`} startIcon={<PhoneOutlined aria-hidden />} sx={{ flex: 1 }}>
        Call
      </Button>
      {isGhanaMobile(phone) ? (
        <Button
          variant="outlined"
          href={whatsAppLink(phone, title, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsApp aria-hidden />}
          sx={{ flex: 1, ...whatsAppColours }}
        >
          WhatsApp
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * On a phone, the ways to reach the lister stay at the bottom of the screen while the page is read: Call and
 * WhatsApp where the lister shows a phone (WhatsApp for a mobile number only), Message where messaging is
 * offered. Only where there is something to offer; CSS shows it below the `sm` breakpoint, so the server draws
 * the same page the browser hydrates. It is sticky at the end of the page, not fixed: it keeps to the bottom
 * of the screen while the page scrolls under it, and where the page ends it takes its own place in the flow,
 * so the last of the page and the footer are never hidden behind it.
 */
export function ContactBar({ phone, title, propertyId, slug, onMessage, signInFirst = false }: { phone?: string; title: string; propertyId: string; slug?: string; onMessage?: () => void; signInFirst?: boolean }) {
  const pageUrl = `${useSiteOrigin()}${paths.property(propertyId, slug)}`;
  if (!phone && !onMessage) return null;
  const button = { flex: 1, minWidth: 0, px: 1, whiteSpace: 'nowrap' } as const;
  return (
    <Box
      component="aside"
      aria-label="Contact the lister"
      data-testid="contact-bar"
      // Without JavaScript a bar with Message alone would be empty.
      className={phone ? undefined : NEEDS_SCRIPT}
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
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
      }}
    >
      {phone ? (
        <Button variant="contained" href={`tel:${phone}`} startIcon={<PhoneOutlined aria-hidden />} sx={button}>
          Call
        </Button>
      ) : null}
      {phone && isGhanaMobile(phone) ? (
        <Button variant="outlined" href={whatsAppLink(phone, title, pageUrl)} target="_blank" rel="noopener noreferrer" startIcon={<WhatsApp aria-hidden />} sx={{ ...button, ...whatsAppColours }}>
          WhatsApp
        </Button>
      ) : null}
      {onMessage ? (
        <Button className={NEEDS_SCRIPT} variant={phone ? 'outlined' : 'contained'} onClick={onMessage} aria-haspopup="dialog" startIcon={<ChatOutlined aria-hidden />} sx={button}>
          {/* A visitor signs in first: the button says so to a screen reader, and 'Message' fits a 360-px screen. */}
          {signInFirst ? <span style={visuallyHidden}>Sign in to </span> : null}
          Message
          {signInFirst ? <span style={visuallyHidden}> the owner</span> : null}
        </Button>
      ) : null}
    </Box>
  );
}
