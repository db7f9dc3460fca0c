import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../../components/ui/busy-button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import { formatMoney, toCurrency } from '../../../lib/money';
import { priceLines, type Property } from '../../../lib/property';
import { fetchOffers, fetchUsdToGhs, makeOffer, type Offer, type OfferAcquisition } from '../api/offers';
import { statusText, termsText } from '../format';
import { checkTerms, TermsFields, termsFieldNames, type TermsErrors, type TermsValues } from './terms-fields';

export type OfferDialogProps = {
  open: boolean;
  onClose: () => void;
  property: Property;
  title: string;
  /** The viewer lists this property (themselves, or as their organization): offers on it reach them instead. */
  own: boolean;
  /** The dashboard's Offers tab, where the offer is followed. */
  offersPath: string;
};

/** A failed load keeps the server's words, said in the page's language when shown ('' when it had none). */
type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; open: Offer | null; usdToGhs: number };

/**
 * The property page's Make offer (spec: a button with no action until now): the price offered for a sale, or the
 * monthly rent and months of advance for a rental, in the listing's currency with its cedi equivalent, and a message.
 * A seeker with an open offer here is shown it instead of a second form.
 */
export function OfferDialog(props: OfferDialogProps) {
  return props.open ? <OfferDialogBody {...props} /> : null;
}

function OfferDialogBody({ onClose, property, title, own, offersPath }: OfferDialogProps) {
  // Opened from the public property page, whose words are the site's: this dialog's arrive with it (its Suspense
  // shows a bar meanwhile), never holding up the page's own drawing.
  useAppWords();
  const t = useT();
  const say = useSay();
  const { flash } = useFlash();
  const acquisition: OfferAcquisition = property.acquisition === 'buy' ? 'buy' : 'rent';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<TermsValues>({ amount: '', currency: toCurrency(property.currency), advance: property.rentAdvanceMonths !== undefined ? String(Math.min(property.rentAdvanceMonths, 60)) : '', moveIn: '', message: '' });
  const [errors, setErrors] = useState<TermsErrors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (own) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    Promise.all([fetchOffers({ role: 'made', status: 'open', property: property.id }, { signal: controller.signal }), fetchUsdToGhs({ signal: controller.signal })]).then(
      ([offers, usdToGhs]) => !controller.signal.aborted && setLoad({ status: 'ready', open: offers[0] ?? null, usdToGhs }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => controller.abort();
  }, [own, property.id, attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(undefined);
    const checked = checkTerms(values, acquisition);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    setBusy(true);
    try {
      await makeOffer(property.id, checked.input);
      setSent(true);
      flash('success', t('offers.sent', 'Offer sent'));
    } catch (failure) {
      const split = formErrorsFrom(failure, termsFieldNames);
      setErrors(split.fields as TermsErrors);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  const lister = property.lister?.name || t('offers.the-lister', 'The lister');
  const plan = priceLines(property, t).plan;
  const asking = `${formatMoney(property.price, toCurrency(property.currency))}${plan ? ` ${plan}` : ''}`;
  const followLink = (
    <Button component={RouterLink} to={offersPath} variant="contained" onClick={onClose}>
      {t('offers.see-yours', 'See your offers')}
    </Button>
  );
  const close = (
    <Button onClick={onClose} disabled={busy}>
      {t('offers.close', 'Close')}
    </Button>
  );

  if (own) {
    return (
      <DialogFrame id="offer" title={t('offers.make.title', 'Make an offer')} onClose={onClose} actions={<>{close}{followLink}</>}>
        <Typography>{t('offers.make.own', "This is your listing. Offers on it arrive in your dashboard's Offers tab, where you accept, decline or counter them.")}</Typography>
      </DialogFrame>
    );
  }

  if (sent) {
    return (
      <DialogFrame id="offer" title={t('offers.sent', 'Offer sent')} onClose={onClose} actions={<>{close}{followLink}</>}>
        <Typography>
          {t('offers.make.sent-detail', "{lister} can accept it, decline it or answer with another figure. You will be told of each step, and can follow or withdraw the offer in your dashboard's Offers tab.", { lister })}
        </Typography>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      id="offer"
      title={t('offers.make.title', 'Make an offer')}
      onClose={onClose}
      busy={busy}
      dividers
      actions={
        load.status === 'ready' && !load.open ? (
          <>
            {close}
            <BusyButton type="submit" form="offer-form" variant="contained" busy={busy}>
              {t('offers.make.send', 'Send offer')}
            </BusyButton>
          </>
        ) : (
          <>
            {close}
            {load.status === 'ready' ? followLink : null}
          </>
        )
      }
    >
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {property.currency === 'USD'
          ? t('offers.make.asking-usd', 'Asking {asking} (≈ {cedis})', { asking, cedis: formatMoney(property.priceGhs, 'GHS') })
          : t('offers.make.asking', 'Asking {asking}', { asking })}
      </Typography>
      {load.status === 'loading' ? <LinearProgress aria-label={t('offers.make.loading', 'Loading your offers on this property')} /> : null}
      {load.status === 'failed' ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormBanner severity="error" title={t('offers.make.load-failed', 'We could not open the offer form')} message={say(load.message) || undefined} />
          <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
            {t('offers.retry', 'Retry')}
          </Button>
        </Stack>
      ) : null}
      {load.status === 'ready' && load.open ? (
        <Alert severity="info">
          {t('offers.make.already', 'You already offered {terms} on this property ({status}). You can make another offer once it is answered or withdrawn.', {
            terms: termsText(t, load.open.terms, load.open.acquisition),
            status: statusText(t, load.open),
          })}
        </Alert>
      ) : null}
      {load.status === 'ready' && !load.open ? (
        <form id="offer-form" noValidate onSubmit={submit} aria-busy={busy}>
          {banner ? <FormBanner severity="error" title={t('offers.failed', 'Something went wrong')} message={banner} /> : null}
          <TermsFields id="offer" values={values} onChange={setValues} errors={errors} acquisition={acquisition} usdToGhs={load.usdToGhs} disabled={busy} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('offers.make.privacy', '{lister} sees your name and message, never your phone number or email. Nothing is paid with an offer.', { lister })}
          </Typography>
        </form>
      ) : null}
    </DialogFrame>
  );
}
