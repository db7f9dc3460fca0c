import express, { Router } from 'express';
import { advanceCapNote, approvePaymentSchema, paymentMessages as m, NotFoundError, parseOrThrow, payoutAccountMessages, RuleViolation, simulatedCardSchema, UnauthorizedError, type PaymentState } from '@fie/domain';
import { NotAwaitingApproval, PaymentSimulator, WrongMethod, WrongPin, type CallbackMode } from '@fie/stores';
import { authorizeStaff } from '../staff/authorize';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { checkStatus, confirmPayment, decidePayment, disputePayment, payerPayment, paymentIdOfReference, quotePayment, requestPayment } from './handlers';
import { checkPayoutAccount, payoutLister } from './payout-account';

/** A payment as a command answers it: where it stands. Its history is GET /payments/{id}. */
const summary = (s: PaymentState) => ({
  id: s.paymentId,
  kind: s.kind,
  status: s.status,
  amount: s.amount,
  currency: s.currency,
  method: s.method,
  // A card is completed on the provider's checkout page: where to send the payer.
  ...(s.checkoutUrl ? { checkout_url: s.checkoutUrl } : {}),
  ...(s.advance ? { advance: { agreed_months: s.advance.agreedMonths, collected_months: s.advance.collectedMonths, why: advanceCapNote(s.advance) } } : {}),
});

/**
 * The provider's callbacks, at /api/payments/callback/{provider}: read raw, before the API's JSON parser, since the
 * signature (x-paystack-signature, HMAC-SHA512 of the body as sent) is over the bytes. Unsigned or signed otherwise:
 * 401, and nothing changes. Signed: it only makes Fie ask the provider how the payment stands; nothing is credited
 * from the callback's body.
 */
export function paymentCallbackRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post('/payments/callback/:provider', express.raw({ type: () => true, limit: '64kb' }), async (req, res) => {
    const provider = deps.payments;
    if (!provider || provider.name !== req.params.provider) throw new NotFoundError(m.unknownProvider, 'UnknownProvider');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verified = provider.verifyCallback(raw, req.headers);
    if (!verified) throw new UnauthorizedError(m.badSignature, 'InvalidSignature');
    const paymentId = paymentIdOfReference(verified.reference);
    // A reference that is not one of ours (a payment made elsewhere on the same account) is acknowledged, and left.
    const checked = paymentId ? await checkStatus(deps, paymentId) : undefined;
    await respond(deps, res, 200, { received: true }, checked?.position);
  });
  return router;
}

/** The payment calls (issue 33): pay, confirm, dispute; the simulator's phone; staff's decision. */
export function paymentRoutes(deps: CommandDeps): Router {
  const router = Router();

  // A read, answered here and not by the query side: it is the very computation POST /payments makes (the
  // gateway sends this one GET to the commands).
  router.get('/payments/quote', async (req, res) => {
    res.json({ result: await quotePayment(deps, req.principal, req.query) });
  });

  router.post('/payments', async (req, res) => {
    const { state, position, providerAnswered } = await requestPayment(deps, req.principal, req.get('idempotency-key'), req.body);
    await respond(deps, res, 201, { message: providerAnswered ? m.requested : m.providerUnavailable, result: summary(state) }, position);
  });

  // A lister checks where they are paid before a payout does (the provider names the wallet on their number).
  router.post('/payments/payout-account/check', async (req, res) => {
    const lister = await payoutLister(deps, req.principal, (req.body as { as?: unknown } | undefined)?.as);
    const { number, account, position } = await checkPayoutAccount(deps, lister, true);
    if (!number || !account) throw new RuleViolation('NoPayoutNumber', payoutAccountMessages.noNumber, { phone: payoutAccountMessages.noNumber });
    await respond(deps, res, 200, { message: payoutAccountMessages.checked, result: { phone: account.phone, network: account.network, accountName: account.accountName, checkedAt: account.checkedAt } }, position);
  });

  router.post('/payments/:id/confirm', async (req, res) => {
    const { state, position } = await confirmPayment(deps, req.principal, String(req.params.id));
    await respond(deps, res, 200, { message: m.confirmed, result: summary(state) }, position);
  });

  router.post('/payments/:id/dispute', async (req, res) => {
    const { state, position } = await disputePayment(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.disputeOpened, result: summary(state) }, position);
  });

  // What the payer's phone does, when the simulator is the provider; with a real provider there is no such thing.
  const simulator = () => {
    if (!(deps.payments instanceof PaymentSimulator)) throw new NotFoundError(m.simulatorOnly, 'NoSimulator');
    return deps.payments;
  };
  const callbackMode = (body: unknown): CallbackMode => {
    const b = (body ?? {}) as { callback?: unknown; delay_ms?: unknown };
    const mode = b.callback === 'drop' || b.callback === 'duplicate' || b.callback === 'delay' ? b.callback : 'send';
    return { mode, ...(typeof b.delay_ms === 'number' ? { delayMs: b.delay_ms } : {}) };
  };
  const answered = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof WrongPin) throw new RuleViolation('WrongPin', m.wrongPin, { pin: m.wrongPin });
      if (error instanceof NotAwaitingApproval) throw new RuleViolation('NotWaiting', m.notWaiting);
      if (error instanceof WrongMethod) throw new RuleViolation('WrongMethod', m.wrongMethod);
      throw error;
    }
  };

  router.post('/payments/simulator/:id/approve', async (req, res) => {
    const phone = simulator();
    const state = await payerPayment(deps, req.principal, String(req.params.id));
    // Mobile money: the PIN on the phone. A card: the test card entered on the checkout page, confirmed (3-D Secure).
    if (state.method === 'card') {
      const card = parseOrThrow(simulatedCardSchema, req.body ?? {});
      let paid = true;
      await answered(async () => {
        paid = (await phone.payByCard(state.reference, card.card_number, callbackMode(req.body))).status === 'success';
      });
      res.status(200).json({ message: paid ? m.approved : m.cardDeclined, result: summary(state) });
      return;
    }
    const { pin } = parseOrThrow(approvePaymentSchema, req.body ?? {});
    await answered(() => phone.approve(state.reference, pin, callbackMode(req.body)));
    res.status(200).json({ message: m.approved, result: summary(state) });
  });

  router.post('/payments/simulator/:id/decline', async (req, res) => {
    const phone = simulator();
    const state = await payerPayment(deps, req.principal, String(req.params.id));
    await answered(() => phone.decline(state.reference, callbackMode(req.body)));
    res.status(200).json({ message: m.declined, result: summary(state) });
  });

  router.post('/admin/payments/:id/decide', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'payments.decide');
    const { state, position } = await decidePayment(deps, staffId, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.decided, result: summary(state) }, position);
  });

  return router;
}
