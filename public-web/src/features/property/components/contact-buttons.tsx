import { isGhanaMobile } from '@fie/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useSiteOrigin } from '../../../lib/host-mode';
import { paths } from '../../../lib/paths';

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
          sx={{ flex: 1, color: '#128c4b', borderColor: 'rgba(18,140,75,0.5)' }}
        >
          WhatsApp
        </Button>
      ) : null}
    </Stack>
  );
}
