import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../../components/ui/busy-button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useAppWords, useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { bookViewing } from '../api/viewings';
import { accraToday, addDays, formatWhen } from '../dates';
import { SlotPicker } from './slot-picker';

export type BookViewingDialogProps = {
  open: boolean;
  onClose: () => void;
  property: { id: string; title: string; ownerId?: string; organizationId?: string; listerName?: string; viewingFeeGhs?: number };
  /** The viewer lists this property (themselves, or as their organization): requests reach them instead. */
  own: boolean;
  /** The dashboard's Calendar tab, where viewings are followed. */
  calenderPath: string;
  /** Paying the listing's viewing fee into the hold (the payments feature, handed in by the app); without it no fee is asked here. */
  renderPay?: RenderPay;
};

/** The pay dialog's props, as the payments feature takes them. */
/** `returnTo`: where a card payer comes back to from the checkout (the calendar, where the booked viewing's fee shows). */
export type RenderPay = (props: { dealing: { kind: 'viewing_fee'; id: string }; title: string; amountGhs?: number; onClose: () => void; returnTo?: string }) => ReactNode;

/**
 * The property page's Arrange Viewing (spec: a date-time picker modal with a Book Viewing button): a date, then
 * one of the lister's free half hours. The lister confirms or proposes another time; both are told, with an
 * invitation for their own calendar.
 */
export function BookViewingDialog(props: BookViewingDialogProps) {
  return props.open ? <Body {...props} /> : null;
}

function Body({ onClose, property, own, calenderPath, renderPay }: BookViewingDialogProps) {
  // Opened from the public property page, whose words are the site's: this dialog's arrive with it (its Suspense
  // shows a bar meanwhile), never holding up the page's own drawing.
  useAppWords();
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const { flash } = useFlash();
  const [date, setDate] = useState(() => addDays(accraToday(), 1));
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();
  const [reload, setReload] = useState(0);
  const [booked, setBooked] = useState<{ id: string; date: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const fee = renderPay && property.viewingFeeGhs && property.viewingFeeGhs > 0 ? property.viewingFeeGhs : undefined;
  const feeText = fee ? formatMoney(fee, 'GHS') : '';
  const lister = property.listerName || t('viewings.the-lister', 'The lister');
  const ownerId = property.organizationId ?? property.ownerId ?? '';

  async function book() {
    if (!picked || busy) return;
    setBusy(true);
    setBanner(undefined);
    try {
      const answer = await bookViewing({ owner_id: ownerId, property_id: property.id, date: picked });
      setBooked({ id: answer.viewing.id, date: answer.viewing.date });
      flash('success', t('viewings.book.requested', 'Viewing requested'));
    } catch (error) {
      setBanner(error instanceof Error ? say(error.message) : t('viewings.failed', 'Something went wrong'));
      // A time taken meanwhile: show the day as it is now.
      if (error instanceof ApiError && error.status === 409) {
        setPicked(null);
        setReload((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  const close = (
    <Button onClick={onClose} disabled={busy}>
      {t('viewings.close', 'Close')}
    </Button>
  );
  const follow = (
    <Button component={RouterLink} to={calenderPath} variant="contained" onClick={onClose}>
      {t('viewings.see-calendar', 'See your calendar')}
    </Button>
  );

  if (own) {
    return (
      <DialogFrame id="viewing" title={t('viewings.book.title', 'Arrange a viewing')} onClose={onClose} actions={<>{close}{follow}</>}>
        <Typography>{t('viewings.book.own', "This is your listing. Viewing requests for it arrive in your dashboard's Calendar tab, where you confirm them, decline them or propose another time.")}</Typography>
      </DialogFrame>
    );
  }
  if (booked && paying && fee && renderPay) {
    return renderPay({ dealing: { kind: 'viewing_fee', id: booked.id }, title: t('viewings.fee.for', 'Viewing fee for {title}', { title: property.title }), amountGhs: fee, onClose, returnTo: calenderPath });
  }
  if (booked) {
    const pay = fee ? (
      <Button variant="contained" onClick={() => setPaying(true)}>
        {t('viewings.fee.pay', 'Pay {amount}', { amount: feeText })}
      </Button>
    ) : null;
    return (
      <DialogFrame id="viewing" title={t('viewings.book.requested', 'Viewing requested')} onClose={onClose} actions={<>{close}{pay ?? follow}</>}>
        <Typography gutterBottom>{t('viewings.book.asked', 'You asked to view {title} on {when} (Accra time).', { title: property.title, when: formatWhen(language, booked.date) })}</Typography>
        {fee ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('viewings.fee.now', 'This listing asks a viewing fee of {amount}. Pay it by mobile money or card into the hold: the lister receives it 24 hours after the viewing, and it comes back to you if the lister cancels or does not come.', { amount: feeText })}
          </Alert>
        ) : null}
        <Typography color="text.secondary">
          {t('viewings.book.next', '{lister} will confirm it or propose another time. You will be told each step by notification and email, with an invitation for your own calendar.', { lister })}
        </Typography>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame
      id="viewing"
      title={t('viewings.book.title', 'Arrange a viewing')}
      onClose={onClose}
      busy={busy}
      dividers
      actions={
        <>
          {close}
          <BusyButton variant="contained" onClick={book} disabled={!picked} busy={busy}>
            {t('viewings.book.button', 'Book Viewing')}
          </BusyButton>
        </>
      }
    >
      <Typography sx={{ fontWeight: 700, mb: 2 }}>{property.title}</Typography>
      {banner ? <FormBanner severity="error" title={t('viewings.book.failed', 'The viewing was not booked')} message={banner} /> : null}
      {fee ? (
        <Typography sx={{ mb: 2 }}>{t('viewings.fee.asked', 'Viewing fee: {amount}, paid by mobile money or card into a hold after you book, never to the lister directly.', { amount: feeText })}</Typography>
      ) : null}
      <SlotPicker propertyId={property.id} date={date} onDate={setDate} picked={picked} onPick={setPicked} reload={reload} disabled={busy} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('viewings.book.privacy', 'A viewing takes 30 minutes. {lister} sees your name, never your phone number or email. Never pay anyone before you have seen a property.', { lister })}
      </Typography>
    </DialogFrame>
  );
}
