import { gsm7, parsePartyKey, partyKey, type Speech } from '@fie/domain';
import { unsubscribeToken, type Logger, type PersonalDataVault } from '@fie/platform';
import {
  conversationSides,
  isOnline,
  nameResolver,
  ORGANIZATIONS,
  PREFERENCES,
  preferencesOf,
  USERS,
  type OrganizationView,
  type PreferencesView,
  type UserView,
} from '@fie/read-models';
import { START, type DocumentStore, type EventStore, type Mailer, type SmsSender, type Subscription } from '@fie/stores';
import { channelsOf, type Channels, type Notice } from './channels';
import { honouringStop } from '../channels/stop-list';
import { digestMail } from './message-mail';
import { digestSources, noticeSources } from './notices';
import { REACTORS, type ReactorCheckpoint as Checkpoint } from '../shared/reactor-checkpoints';
import { speechFor } from '../shared/speech';

/** A text in the reader's language, its Ghanaian letters made plain (ɛ as e) so it stays GSM-7; English as it is. */
const textIn = (notice: Notice, speech: Speech) => (speech.language === 'en' ? notice.sms(speech) : gsm7(notice.sms(speech)));

/** At most one mail (and one SMS) per conversation per recipient in this window. */
export const MAIL_EVERY_MS = 15 * 60_000;
/** Ghana keeps GMT all year, so 07:00 in Accra is 07:00 UTC. */
export const DIGEST_HOUR_UTC = 7;

const NOTIFIER = 'notifier';
const SENT = '_notifier_sent';
type Sent = { id: string; at: string };

export type NotifierDeps = {
  events: Pick<EventStore, 'headPosition' | 'subscribeToAll'>;
  documents: DocumentStore;
  mailer: Mailer;
  sms: SmsSender;
  vault: PersonalDataVault;
  logger: Logger;
  codeSecret: string;
  /** Where links in mails and texts lead. */
  publicUrl: string;
  now: () => Date;
};

/**
 * Tells people who are not on the site what happened (today: a message arrived) through the channels they
 * chose: by mail (unless they chose the morning
 * digest, or were mailed about this conversation in the last 15 minutes) and by SMS where they opted in.
 * It reacts to the event log with its own checkpoint, apart from the projections, so rebuilding read
 * models never mails anyone again; on its first start it begins at the head, never mailing about the past.
 * Sending is at least once: a crash between a send and the checkpoint repeats that one notice.
 */
export class Notifier {
  private subscription?: Subscription;
  private digestTimer?: NodeJS.Timeout;
  private readonly channels: Channels;
  private readonly checkpoints;
  private saved = START;

  constructor(private readonly deps: NotifierDeps) {
    // Every text honours STOP sent to Fie's number (search by SMS): a number that said it gets none.
    this.channels = channelsOf(deps.mailer, honouringStop(deps.sms, deps.documents, deps.codeSecret));
    this.checkpoints = deps.documents.collection<Checkpoint>(REACTORS);
  }

  private async save(position: number) {
    await this.checkpoints.upsert({ id: NOTIFIER, position });
    this.saved = position;
  }

  async start() {
    let after = (await this.checkpoints.get(NOTIFIER))?.position;
    if (after === undefined) {
      after = await this.deps.events.headPosition();
      await this.save(after);
    }
    this.saved = after;
    this.subscription = this.deps.events.subscribeToAll({
      after: after ?? START,
      onEvent: async (event) => {
        let notified = false;
        for (const source of noticeSources) {
          try {
            for (const { party, notice } of await source(event, this.deps)) {
              notified = true;
              await this.deliver(party, notice);
            }
          } catch (error) {
            // A notice that cannot go out (a mail server down) must not stop the next ones.
            this.deps.logger.error('could not send a notice', { event: event.type, error: error instanceof Error ? error.message : String(error) });
          }
        }
        // Most events notify nobody: their checkpoint is not worth a write each.
        if (notified || event.position - this.saved > 1000) await this.save(event.position);
      },
      onError: (error) => this.deps.logger.error('message notifier stopped', { error: String(error) }),
    });
    this.digestTimer = setInterval(() => void this.sendDigests().catch((error) => this.deps.logger.error('digest failed', { error: String(error) })), 5 * 60_000);
    this.digestTimer.unref();
  }

  async stop() {
    if (this.digestTimer) clearInterval(this.digestTimer);
    await this.subscription?.stop();
  }

  /**
   * Sends a notice to a party who is not connected, on the channels they chose: a person by mail (unless on the
   * daily digest) and by SMS if they opted in; an organization by mail to its own address. Each channel at most
   * once per topic per MAIL_EVERY_MS. A person is written to in the language they chose (issue 23), a number known
   * only by SMS in its own (the notice's `language`), an organization in English.
   */
  async deliver(party: string, notice: Notice) {
    const { deps } = this;
    if (!notice.always && (await isOnline(deps.documents, party, deps.now()))) return;
    if (notice.phone) {
      if (await this.claim(`${notice.topic}|${party}|sms`)) await this.channels.sms(notice.phone, textIn(notice, speechFor(notice.language)));
      return;
    }
    const recipient = parsePartyKey(party);
    if (recipient.kind === 'organization') {
      const org = await deps.documents.collection<OrganizationView>(ORGANIZATIONS).get(recipient.id);
      if (org && (await this.claim(`${notice.topic}|${party}|email`))) await this.channels.email(notice.mail(org.email, `${deps.publicUrl}/organization-dashboard`, speechFor(undefined)));
      return;
    }
    const user = await deps.documents.collection<UserView>(USERS).get(recipient.id);
    if (!user) return;
    const preferences = await preferencesOf(deps.documents, user.id);
    const speech = speechFor(user.language);
    if (preferences.email[notice.kind] && (preferences.digest === 'instant' || notice.always) && (await this.claim(`${notice.topic}|${party}|email`))) {
      await this.channels.email(notice.mail(user.email, this.unsubscribeLink(user.id, notice.kind), speech));
    }
    if (preferences.sms[notice.kind] && user.phone && (await this.claim(`${notice.topic}|${party}|sms`))) await this.channels.sms(user.phone, textIn(notice, speech));
  }

  private unsubscribeLink(userId: string, kind: Notice['kind']) {
    return `${this.deps.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(this.deps.codeSecret, userId, kind)}`;
  }

  /** Takes the right to send on this channel now, unless it was used within MAIL_EVERY_MS. */
  private async claim(id: string): Promise<boolean> {
    const sent = this.deps.documents.collection<Sent>(SENT);
    const now = this.deps.now();
    const last = await sent.get(id);
    if (last && now.getTime() - Date.parse(last.at) < MAIL_EVERY_MS) return false;
    await sent.upsert({ id, at: now.toISOString() });
    return true;
  }

  /** After 07:00 Accra time, once a day, one mail per person on the daily digest who has unread messages. */
  async sendDigests(now = this.deps.now()) {
    const { deps } = this;
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return;
    const day = now.toISOString().slice(0, 10);
    const daily = await deps.documents.collection<PreferencesView>(PREFERENCES).find({ digest: 'daily' });
    const names = nameResolver(deps.documents);
    for (const view of daily) {
      if (view.email?.messages === false) continue;
      const sent = deps.documents.collection<Sent>(SENT);
      const id = `digest|${view.id}|${day}`;
      if (await sent.get(id)) continue;
      const [user, waiting] = await Promise.all([
        deps.documents.collection<UserView>(USERS).get(view.id),
        conversationSides(deps.documents).find({ party: partyKey({ kind: 'user', id: view.id }), unread: { $gt: 0 } }, { sort: [['updatedAt', 'desc']], limit: 20 }),
      ]);
      await sent.upsert({ id, at: now.toISOString() });
      if (!user || !waiting.length) continue;
      const conversations = await Promise.all(waiting.map(async (side) => ({ name: (await names(side.partner)).name, unread: side.unread })));
      await this.channels.email(digestMail({ to: user.email, conversations, link: `${deps.publicUrl}/owner-dashboard#messages`, unsubscribe: this.unsubscribeLink(user.id, 'messages') }, speechFor(user.language)));
    }
    // Other features' mails of the day (matches for requests…): one each, for the kinds the person keeps on.
    for (const view of daily) {
      for (const digest of digestSources) {
        if (view.email?.[digest.kind] === false) continue;
        const sent = deps.documents.collection<Sent>(SENT);
        const id = `digest-${digest.kind}|${view.id}|${day}`;
        if (await sent.get(id)) continue;
        await sent.upsert({ id, at: now.toISOString() });
        const [user, mail] = await Promise.all([deps.documents.collection<UserView>(USERS).get(view.id), digest.make(view.id, { documents: deps.documents, publicUrl: deps.publicUrl, now })]);
        if (user && mail) await this.channels.email(mail(user.email, this.unsubscribeLink(user.id, digest.kind), speechFor(user.language)));
      }
    }
  }
}
