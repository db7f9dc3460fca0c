import { randomBytes } from 'node:crypto';
import {
  DEFAULT_TEXTS_PER_DAY,
  fitText,
  issueShortLink,
  mayText,
  parsePartyKey,
  partyKey,
  shortCodeFrom,
  shortLinkStream,
  textDay,
  type Language,
  type Preferences,
} from '@fie/domain';
import { unsubscribeToken, type Logger, type PersonalDataVault } from '@fie/platform';
import {
  conversationSides,
  hasConfirmedEmail,
  isOnline,
  nameResolver,
  ORGANIZATIONS,
  PREFERENCES,
  preferencesOf,
  reachOf,
  USERS,
  type OrganizationView,
  type PreferencesView,
  type UserView,
} from '@fie/read-models';
import { WrongExpectedRevisionError, type DocumentStore, type EventStore, type Mailer, type SmsSender, type WhatsAppSender } from '@fie/stores';
import { channelsOf, type Channels, type Notice } from './channels';
import { honouringStop } from '../channels/stop-list';
import { digestMail } from './message-mail';
import { digestSources, noticeSources, textReleases } from './notices';
import { LogFollower } from '../shared/log-reactor';
import { speechFor } from '../shared/speech';
import { appendEvents } from '../shared/streams';

/** At most one mail per conversation per recipient in this window (a text waits for a reply instead: Notice.textHold). */
export const MAIL_EVERY_MS = 15 * 60_000;
/** Ghana keeps GMT all year, so 07:00 in Accra is 07:00 UTC. */
export const DIGEST_HOUR_UTC = 7;

const NOTIFIER = 'notifier';
/**
 * What the notifier keeps of what it sent (not a read model: nothing rebuilds it): the last mail per topic and
 * party, each person's texts of the day (`texts|{party}|{day}`, with a count), and the holds on texts
 * (`hold|{name}|{party}`) until the person answers.
 */
const SENT = '_notifier_sent';
type Sent = { id: string; at: string; count?: number };

export type NotifierDeps = {
  events: EventStore;
  documents: DocumentStore;
  mailer: Mailer;
  sms: SmsSender;
  /** Only where WhatsApp is configured: people who chose it are texted there too (or instead). */
  whatsapp?: WhatsAppSender;
  vault: PersonalDataVault;
  logger: Logger;
  codeSecret: string;
  /** Where links in mails and texts lead. */
  publicUrl: string;
  /** The most texts one person gets a day (TEXTS_PER_PERSON_PER_DAY). */
  textsPerDay?: number;
  now: () => Date;
};

/**
 * Tells people who are not on the site what happened through the channels they chose: by mail (unless they chose
 * the morning digest, or were mailed about this conversation in the last 15 minutes) and by text, SMS or WhatsApp or
 * both (issue 32: by default for a person who proved a phone and no email), each text within two SMS, with a short
 * link to the exact place, at most one per conversation until they reply or open it, and at most textsPerDay a day.
 * It reacts to the event log with its own checkpoint, apart from the projections, so rebuilding read
 * models never mails anyone again; on its first start it begins at the head, never mailing about the past.
 * Sending is at least once: a crash between a send and the checkpoint repeats that one notice. The only events
 * it appends are the short links its texts carry (ShortLinkIssued), so they outlive a rebuild.
 */
export class Notifier {
  private readonly follower: LogFollower;
  private digestTimer?: NodeJS.Timeout;
  private readonly channels: Channels;

  constructor(private readonly deps: NotifierDeps) {
    // Every text honours STOP sent to Fie's number (search by SMS): a number that said it gets none, on WhatsApp neither.
    const stop = (sender: SmsSender | WhatsAppSender) => honouringStop(sender, deps.documents, deps.codeSecret);
    this.channels = channelsOf(deps.mailer, stop(deps.sms), deps.whatsapp && stop(deps.whatsapp));
    this.follower = new LogFollower(deps, NOTIFIER, 'message notifier stopped');
  }

  async start() {
    await this.follower.start(async (event) => {
      let notified = false;
      // A reply or a read first: a text held for that conversation may go again from this event on.
      for (const release of textReleases) {
        for (const { party, hold } of release(event)) {
          if (await this.sent.get(holdId(hold, party))) {
            await this.sent.delete(holdId(hold, party));
            notified = true;
          }
        }
      }
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
      return notified;
    });
    this.digestTimer = setInterval(() => void this.sendDigests().catch((error) => this.deps.logger.error('digest failed', { error: String(error) })), 5 * 60_000);
    this.digestTimer.unref();
  }

  async stop() {
    if (this.digestTimer) clearInterval(this.digestTimer);
    await this.follower.stop();
  }

  private get sent() {
    return this.deps.documents.collection<Sent>(SENT);
  }

  /**
   * Sends a notice to a party who is not connected, on the channels they chose: a person by mail (to a confirmed
   * address, unless on the daily digest) and by text where they want texts of this kind (text); an organization by
   * mail to its own address. Mail at most once per topic per MAIL_EVERY_MS. A person is written to in the language
   * they chose (issue 23), a number known only by SMS in its own (the notice's `language`), an organization in English.
   */
  async deliver(party: string, notice: Notice) {
    const { deps } = this;
    if (!notice.always && (await isOnline(deps.documents, party, deps.now()))) return;
    if (notice.phone) {
      if (await this.claim(`${notice.topic}|${party}|sms`)) await this.channels.sms(notice.phone, fitText(notice.sms(speechFor(notice.language))));
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
    const preferences = await preferencesOf(deps.documents, user.id, reachOf(user));
    if (preferences.email[notice.kind] && hasConfirmedEmail(user) && (preferences.digest === 'instant' || notice.always) && (await this.claim(`${notice.topic}|${party}|email`))) {
      await this.channels.email(notice.mail(user.email, this.unsubscribeLink(user.id, notice.kind), speechFor(user.language)));
    }
    if (preferences.sms[notice.kind] && user.phone) await this.text(party, user.phone, user.language, preferences.textBy, notice);
  }

  /**
   * A notice by text to a person's phone, by SMS, WhatsApp or both as they chose (SMS where Fie has no WhatsApp):
   * once per topic, or once until its hold is released; within the day's cap; with a short link to its place.
   */
  private async text(party: string, phone: string, language: Language | undefined, textBy: Preferences['textBy'], notice: Notice) {
    const { deps } = this;
    const now = deps.now();
    if (notice.textHold) {
      if (await this.sent.get(holdId(notice.textHold, party))) return;
    } else if (!(await this.claim(`${notice.topic}|${party}|sms`))) return;
    const dayId = `texts|${party}|${textDay(now)}`;
    const today = (await this.sent.get(dayId))?.count ?? 0;
    if (!mayText(today, deps.textsPerDay ?? DEFAULT_TEXTS_PER_DAY)) {
      deps.logger.debug('a text was held back: the person had the day\'s texts', { party, topic: notice.topic });
      return;
    }
    await this.sent.upsert({ id: dayId, at: now.toISOString(), count: today + 1 });
    if (notice.textHold) await this.sent.upsert({ id: holdId(notice.textHold, party), at: now.toISOString() });
    const speech = speechFor(language);
    const link = notice.target ? await this.shortLink(notice.target, speech.language) : undefined;
    const whatsapp = this.channels.whatsapp;
    if (textBy !== 'whatsapp' || !whatsapp) await this.channels.sms(phone, fitText(notice.sms(speech, link), link));
    // WhatsApp keeps every letter: the words as written, not made GSM-7; the template's own words say it is Fie.
    if (textBy !== 'sms' && whatsapp) await whatsapp(phone, notice.sms(speech, link).replace(/^Fie:\s*/, ''));
  }

  /** A new short link to `target`, for 30 days, as an event of its own (a code taken already is drawn again). */
  private async shortLink(target: string, language: Language): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const code = shortCodeFrom(randomBytes(8));
      try {
        await appendEvents(this.deps, shortLinkStream(code), [issueShortLink(code, target, language, this.deps.now())], 'no_stream');
        return `${this.deps.publicUrl}/s/${code}`;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= 4) throw error;
      }
    }
  }

  private unsubscribeLink(userId: string, kind: Notice['kind']) {
    return `${this.deps.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(this.deps.codeSecret, userId, kind)}`;
  }

  /** Takes the right to send on this channel now, unless it was used within MAIL_EVERY_MS. */
  private async claim(id: string): Promise<boolean> {
    const sent = this.sent;
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
      if (!user || !hasConfirmedEmail(user) || !waiting.length) continue;
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
        if (user && hasConfirmedEmail(user) && mail) await this.channels.email(mail(user.email, this.unsubscribeLink(user.id, digest.kind), speechFor(user.language)));
      }
    }
  }
}

const holdId = (hold: string, party: string) => `hold|${hold}|${party}`;
