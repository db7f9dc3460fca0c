import express, { Router } from 'express';
import { isGhanaPhone, toE164, ValidationError } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { answerText } from './conversation';
import { checkGatewaySecret } from './gateway';
import { answerUssd } from './ussd';

const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

/** A Ghanaian number in E.164, or a 400: Fie can text back only Ghanaian numbers. */
function ghanaNumber(value: string | undefined, name: string): string {
  if (!value || !isGhanaPhone(value)) throw new ValidationError({ [name]: `${name} must be a Ghanaian phone number` });
  return toE164(value);
}

/**
 * Search by SMS and USSD (issue 23): the gateways' callbacks. They exist only when GATEWAY_SECRET is set (else
 * 404, as any unknown path), and each call must carry it (checkGatewaySecret). Both take the generic JSON body
 * or Africa's Talking's form-encoded one.
 *
 * - POST /sms/inbound `{from, to, text}` (AT adds date, id, linkId): answered by SMS through the SMS port; the HTTP
 *   answer is only the gateway's receipt.
 * - POST /ussd `{sessionId, serviceCode, phoneNumber, text}`: answered in plain text, 'CON …' or 'END …'.
 */
export function channelRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { gatewaySecret, search } = deps;
  if (!gatewaySecret || !search) return router;
  const channelDeps = { ...deps, search };
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  router.post('/sms/inbound', form, async (req, res) => {
    checkGatewaySecret(req, gatewaySecret);
    const from = ghanaNumber(field(req.body, 'from'), 'from');
    const text = field(req.body, 'text') ?? '';
    await answerText(channelDeps, from, text);
    res.status(200).json({ received: true });
  });

  router.post('/ussd', form, async (req, res) => {
    checkGatewaySecret(req, gatewaySecret);
    const sessionId = field(req.body, 'sessionId');
    const phoneNumber = field(req.body, 'phoneNumber');
    res.type('text/plain');
    // A malformed or foreign session cannot be answered by menu: it ends, politely.
    if (!sessionId || !phoneNumber || !isGhanaPhone(phoneNumber)) {
      res.send('END Sorry, this service is for Ghanaian numbers. Please dial again.');
      return;
    }
    res.send(await answerUssd(channelDeps, toE164(phoneNumber), { sessionId, phoneNumber, serviceCode: field(req.body, 'serviceCode'), text: field(req.body, 'text') ?? '' }));
  });

  return router;
}
