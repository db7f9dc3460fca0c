import express from 'express';
import { closeServer, createLogger, loadConfig, notFoundHandler, PersonalDataVault, runService, startBehindGate, stopOnSignals } from '@fie/platform';
import { commandRouter } from './app';
import { commandHealth } from './health';
import { Notifier } from './notifications/notifier';
import { RequestReactors } from './requests/reactors';
import { ensureAdministrator } from './staff/staff-accounts';
import { ViewingReminders } from './viewings/reminders';
import { AccountClosures } from './viewings/account-closures';
import { ListingFreshness } from './listings/freshness';
import { PaymentReactions, PaymentReconciler } from './payments/reactors';
import { simulatedRegister } from './payments/payout-account';
import { NoShowsFromDisputes } from './viewings/no-shows';
import { ReviewWindows } from './reviews/windows';
import { StayExpiries } from './stays/expiries';
import { PaymentSimulator } from '@fie/stores';

/** The command API as its own process, on COMMAND_API_PORT. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'command-api');
  // Listen first, then wait for the stores: health says what the service waits for meanwhile.
  const { gate, server, stores, publicOrigin } = await startBehindGate(config, logger, config.commandApiPort, `command API on http://localhost:${config.commandApiPort}/api`);
  const deps = { ...stores, vault: new PersonalDataVault(stores.documents), logger, secrets: config.secrets, supportEmail: config.supportEmail, publicOrigin, outbound: config.outbound, gatewaySecret: config.gatewaySecret, whatsappWebhook: config.whatsappWebhook, textsPerDay: config.textsPerDay, now: () => new Date() };
  // The simulator's callbacks come back to this process (a real provider is given the public address in its dashboard).
  if (stores.payments instanceof PaymentSimulator) stores.payments.setCallbackUrl(`http://127.0.0.1:${config.commandApiPort}/api/payments/callback/simulator`);
  if (stores.payments instanceof PaymentSimulator) stores.payments.setRegister(simulatedRegister(stores.documents));
  const admin = await ensureAdministrator(deps, config.adminEmail);
  if (admin) logger.warn(`First start: administrator ${admin.email} created with one-time password ${admin.password} (shown once; keep it safe)`);
  // The command API runs the notifier: it sends what commands cause (mail, SMS), never the query side.
  // Its mails link to the public address; in development, to the first request's origin once one has come (through
  // the gateway, the address people use), else to where `npm start` would answer.
  const notifier = new Notifier({
    ...deps,
    codeSecret: config.secrets.codeSecret,
    get publicUrl() {
      return publicOrigin.current() ?? `http://localhost:${config.port}`;
    },
  });
  await notifier.start();
  // Matches and request expiries are events, decided here beside the notifier that tells people of them.
  const requests = new RequestReactors(deps);
  await requests.start();
  // Viewing reminders are events, appended here when due; the notifier mails on them.
  const reminders = new ViewingReminders(deps);
  reminders.start();
  // A closed account's viewings to come are cancelled on its UserDeleted event.
  const closures = new AccountClosures(deps);
  await closures.start();
  // A seeker's dispute of a viewing fee saying the lister did not come is recorded on the viewing (issue 33).
  const noShows = new NoShowsFromDisputes(deps);
  await noShows.start();
  const freshness = new ListingFreshness(deps);
  freshness.start();
  // Payments (issue 33): the reconciler asks the provider, releases what is due and does what is owed; the reactions follow the log.
  const payments = new PaymentReconciler(deps);
  payments.start();
  const paymentReactions = new PaymentReactions(deps);
  await paymentReactions.start();
  // Reviews (issue 33): what is still hidden when a dealing's 14 days are over is published.
  const reviewWindows = new ReviewWindows(deps);
  reviewWindows.start();
  // Stay requests not answered in time lapse, and what was paid for them goes back (issue 33).
  const stayExpiries = new StayExpiries(deps);
  stayExpiries.start();
  const routes = express.Router();
  routes.get('/api/health', commandHealth(stores));
  routes.use('/api', commandRouter(deps), notFoundHandler);
  gate.open(routes);
  logger.info('command API ready');
  // SIGTERM: no new connections, requests in flight finish, then the reactors and the stores; out within 10 s.
  stopOnSignals(async () => {
    await closeServer(server);
    await reminders.stop();
    await closures.stop();
    await noShows.stop();
    await freshness.stop();
    await paymentReactions.stop();
    await payments.stop();
    await reviewWindows.stop();
    await stayExpiries.stop();
    await requests.stop();
    await notifier.stop();
    await stores.close();
  }, logger);
}

runService(main);
