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
import { formatMoney, toCurrency } from '../../../lib/money';
import type { Property } from '../../../lib/property';
import { fetchOffers, fetchUsdToGhs, makeOffer, type Offer, type OfferAcquisition } from '../api/offers';
import { termsText } from '../format';
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
  const { flash } = useFlash();
  const acquisition: OfferAcquisition = property.acquisition === 'buy' ? 'buy' : 'rent';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<TermsValues>({ amount: '', currency: toCurrency(property.currency), advance: property.rentAdvanceMonths !== undefined ? String(Math.min(property.rentAdvanceMonths, 60)) : '', message: '' });
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
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' }),
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
      const { message } = await makeOffer(property.id, checked.input);
      setSent(true);
      flash('success', message);
    } catch (failure) {
      const split = formErrorsFrom(failure, termsFieldNames);
      setErrors(split.fields as TermsErrors);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  const lister = property.lister?.name ?? 'The lister';
  const asking = `${formatMoney(property.price, toCurrency(property.currency))}${property.paymentPlanLabel ? ` ${property.paymentPlanLabel}` : ''}`;
  const followLink = (
    <Button component={RouterLink} to={offersPath} variant="contained" onClick={onClose}>
      See your offers
    </Button>
  );
  const close = (
    <Button onClick={onClose} disabled={busy}>
      Close
    </Button>
  );

  if (own) {
    return (
      <DialogFrame id="offer" title="Make an offer" onClose={onClose} actions={<>{close}{followLink}</>}>
        <Typography>This is your listing. Offers on it arrive in your dashboard&apos;s Offers tab, where you accept, decline or counter them.</Typography>
      </DialogFrame>
    );
  }

  if (sent) {
    return (
      <DialogFrame id="offer" title="Offer sent" onClose={onClose} actions={<>{close}{followLink}</>}>
        <Typography>
          {lister} can accept it, decline it or answer with another figure. You will be told of each step, and can follow or withdraw the offer in your dashboard&apos;s Offers tab.
        </Typography>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      id="offer"
      title="Make an offer"
      onClose={onClose}
      busy={busy}
      dividers
      actions={
        load.status === 'ready' && !load.open ? (
          <>
            {close}
            <BusyButton type="submit" form="offer-form" variant="contained" busy={busy}>
              Send offer
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
        Asking {asking}
        {property.currency === 'USD' ? ` (≈ ${formatMoney(property.priceGhs, 'GHS')})` : ''}
      </Typography>
      {load.status === 'loading' ? <LinearProgress aria-label="Loading your offers on this property" /> : null}
      {load.status === 'failed' ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormBanner severity="error" title="We could not open the offer form" message={load.message} />
          <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </Button>
        </Stack>
      ) : null}
      {load.status === 'ready' && load.open ? (
        <Alert severity="info">
          You already offered {termsText(load.open.terms, load.open.acquisition)} on this property ({load.open.statusText.toLowerCase()}). You can make another offer once it is answered or withdrawn.
        </Alert>
      ) : null}
      {load.status === 'ready' && !load.open ? (
        <form id="offer-form" noValidate onSubmit={submit} aria-busy={busy}>
          {banner ? <FormBanner severity="error" title="Something went wrong" message={banner} /> : null}
          <TermsFields id="offer" values={values} onChange={setValues} errors={errors} acquisition={acquisition} usdToGhs={load.usdToGhs} disabled={busy} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {lister} sees your name and message, never your phone number or email. No money passes through Fie.
          </Typography>
        </form>
      ) : null}
    </DialogFrame>
  );
}
