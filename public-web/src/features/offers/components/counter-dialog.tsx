import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../../components/ui/busy-button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { fetchUsdToGhs, type Offer, type OfferTermsInput } from '../api/offers';
import { termsText } from '../format';
import { checkTerms, TermsFields, termsFieldNames, type TermsErrors, type TermsValues } from './terms-fields';

/**
 * A counter-offer: its own amount (and advance, for a rental) and message, starting from the terms on the table. The
 * owner names the rent or price he wants; a seeker answering his counter names what she offers.
 */
export function CounterDialog({ offer, onSend, onClose }: { offer: Offer; onSend: (terms: OfferTermsInput) => Promise<void>; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const [values, setValues] = useState<TermsValues>({
    amount: String(offer.terms.amount),
    currency: offer.terms.currency,
    advance: offer.terms.advance_months !== null ? String(offer.terms.advance_months) : '',
    moveIn: offer.terms.move_in_date ?? '',
    message: '',
  });
  const [errors, setErrors] = useState<TermsErrors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [usdToGhs, setUsdToGhs] = useState<number | undefined>(offer.exchangeRate?.usdToGhs);

  // The rate is only needed for a dollar amount's cedi equivalent: without it the form still works.
  useEffect(() => {
    if (usdToGhs !== undefined) return;
    const controller = new AbortController();
    fetchUsdToGhs({ signal: controller.signal }).then((rate) => !controller.signal.aborted && setUsdToGhs(rate), () => undefined);
    return () => controller.abort();
  }, [usdToGhs]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(undefined);
    const checked = checkTerms(values, offer.acquisition);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    setBusy(true);
    try {
      await onSend(checked.input);
    } catch (failure) {
      const split = formErrorsFrom(failure, termsFieldNames);
      setErrors(split.fields as TermsErrors);
      setBanner(split.banner ? say(split.banner) : undefined);
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="offer-counter"
      title={t('offers.counter.title', 'Counter-offer')}
      onClose={onClose}
      busy={busy}
      dividers
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('offers.cancel', 'Cancel')}
          </Button>
          <BusyButton type="submit" form="offer-counter-form" variant="contained" busy={busy}>
            {t('offers.counter.send', 'Send counter-offer')}
          </BusyButton>
        </>
      }
    >
      <form id="offer-counter-form" noValidate onSubmit={submit} aria-busy={busy}>
        {banner ? <FormBanner severity="error" title={t('offers.failed', 'Something went wrong')} message={banner} /> : null}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('offers.counter.on-the-table', 'On the table: {terms} for {title}', { terms: termsText(t, offer.terms, offer.acquisition), title: offer.property.title })}
        </Typography>
        <TermsFields id="offer-counter" values={values} onChange={setValues} errors={errors} acquisition={offer.acquisition} side={offer.side} usdToGhs={usdToGhs} disabled={busy} />
      </form>
    </DialogFrame>
  );
}
