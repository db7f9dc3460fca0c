import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { EditBase, Form, NumberInput, SaveButton, useEditContext, useNotify } from 'react-admin';

/**
 * The one record of the rate, as GET /api/admin/settings/exchange-rate answers it; `setAt` is null until staff
 * set one. The answer to a save (PUT) has the server's `message` too.
 */
export type ExchangeRateRecord = { id: 'exchange-rate'; usdToGhs: number; setAt: string | null; setBy?: string | null; indicative?: boolean; message?: string };

const cedis = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 4 });

const CurrentRate = () => {
  const { record, isPending, error } = useEditContext<ExchangeRateRecord>();
  if (error) return <Typography variant="body2" color="error">Could not read the rate: {error.message}</Typography>;
  return (
    <>
      <Typography variant="h3" component="p" aria-label="Cedis to one US dollar">
        {isPending || !record ? '…' : `GH₵ ${cedis.format(record.usdToGhs)}`}
      </Typography>
      {record && (
        <Typography variant="body2" color="text.secondary">
          {record.setAt ? `Set ${new Date(record.setAt).toLocaleString()}` : 'Never set: the indicative default applies'}
        </Typography>
      )}
    </>
  );
};

/**
 * The US dollar to cedi rate: dollar prices are shown, filtered and sorted in cedis at it, and the whole
 * marketplace follows a change at once. Saving is pessimistic so the card only shows a rate the server took;
 * a refusal puts the server's message under the input and in a notification.
 */
export const ExchangeRateCard = () => {
  const notify = useNotify();
  const onSuccess = ({ message }: ExchangeRateRecord) => message && notify(message, { type: 'success', messageArgs: { _: message } });
  return (
    <Card sx={{ maxWidth: 420 }}>
      <CardHeader title="Exchange rate" subheader="Cedis to one US dollar, for listings priced in dollars" />
      <EditBase<ExchangeRateRecord>
        resource="settings"
        id="exchange-rate"
        mutationMode="pessimistic"
        // The dashboard is not the settings' page: stay here after saving, and when the rate cannot be read.
        redirect={false}
        redirectOnError={false}
        queryOptions={{ onError: () => undefined }}
        mutationOptions={{ onSuccess }}
        transform={({ usdToGhs }) => ({ usdToGhs })}
      >
        <CardContent>
          <CurrentRate />
          <Form>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mt: 2 }}>
              {/* No min or max attributes: the browser would refuse in its own words, and the server's are the ones staff read. */}
              <NumberInput source="usdToGhs" label="New rate (GH₵ to US$ 1)" helperText="From 1 to 1,000" />
              <SaveButton label="Save" sx={{ mt: 1 }} />
            </Stack>
          </Form>
        </CardContent>
      </EditBase>
    </Card>
  );
};
