import { ENGLISH, type Speech } from '@fie/domain';
import type { MailMessage } from '@fie/stores';
import { stopTheseEmails } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

/** The listing as a match mail shows it: title, price line and where. */
export type MatchedProperty = { title: string; price: string; where: string; link: string };

/** RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
const unsubscribeHeaders = (link: string, template: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'X-Fie-Template': template,
});
const footer = (t: Speech['t'], unsubscribe: string) =>
  `<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribe)}">${t('mail.request.unsubscribe', 'Stop emails about properties that match your requests')}</a></p>`;
const card = (p: MatchedProperty) => `<p><a href="${escapeHtml(p.link)}"><strong>${escapeHtml(p.title)}</strong></a><br>${escapeHtml(p.price)} · ${escapeHtml(p.where)}</p>`;
const yourRequests = (t: Speech['t']) => t('mail.request.your-requests', 'Your requests');
/** 'saved search' or 'request', as the select of the messages below reads it. */
const kindOf = (search: boolean) => (search ? 'search' : 'request');

/**
 * The mails and texts about a person's requests: a property matches, what a request matched as it was posted, the
 * reminder before one ends, and the morning digest. In the reader's language (issue 23); the request's own
 * description (`asked`) and the price lines are as the request and the listing put them.
 */

/** A property matches a request (or saved search): what it is, its price and place, and a link to it. */
export function matchMail(m: { to: string; asked: string; search: boolean; property: MatchedProperty; requestsLink: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const kind = kindOf(m.search);
  const intro = (asked: string) => t('mail.request.match.intro', '{kind, select, search {A property matches your saved search ({asked}):} other {A property matches your request ({asked}):}}', { kind, asked });
  return {
    to: m.to,
    subject: t('mail.request.match.subject', '{kind, select, search {A property matches your saved search on Fie: {title}} other {A property matches your request on Fie: {title}}}', { kind, title: m.property.title }),
    text: [
      intro(m.asked), '', m.property.title, `${m.property.price} · ${m.property.where}`, '', t('mail.request.match.see', 'See it: {link}', { link: m.property.link }),
      `${yourRequests(t)}: ${m.requestsLink}`, '', stopTheseEmails(t, m.unsubscribe),
    ].join('\n'),
    html: `<p>${intro(escapeHtml(m.asked))}</p>${card(m.property)}<p><a href="${escapeHtml(m.requestsLink)}">${yourRequests(t)}</a></p>${footer(t, m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-match'),
  };
}

export function matchSms(m: { search: boolean; title: string; link: string }, { t }: Speech = ENGLISH) {
  return t('sms.request.match', '{kind, select, search {Fie: {title} matches your saved search. See it at {link}} other {Fie: {title} matches your request. See it at {link}}}', { kind: kindOf(m.search), title: m.title, link: m.link });
}

/** What a request matched as it was posted: the first few, and how many in all. */
export function foundMail(m: { to: string; asked: string; search: boolean; count: number; more?: boolean; properties: MatchedProperty[]; requestsLink: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const kind = kindOf(m.search);
  const count = m.count.toLocaleString('en-GH');
  const headline =
    m.count === 1
      ? t('mail.request.found.one', '{kind, select, search {A property already matches your saved search} other {A property already matches your request}}', { kind })
      : m.more
        ? t('mail.request.found.more-than', '{kind, select, search {More than {count} properties already match your saved search} other {More than {count} properties already match your request}}', { kind, count })
        : t('mail.request.found.many', '{kind, select, search {{count} properties already match your saved search} other {{count} properties already match your request}}', { kind, count });
  const more = m.count > m.properties.length ? t('mail.request.found.see-all', 'See all {count}', { count }) : yourRequests(t);
  const intro = (asked: string) => t('mail.request.found.intro', '{headline} ({asked}):', { headline, asked });
  return {
    to: m.to,
    subject: t('mail.request.found.subject', '{headline} on Fie', { headline }),
    text: [intro(m.asked), '', ...m.properties.map((p) => `${p.title}, ${p.price}, ${p.where}: ${p.link}`), '', `${more}: ${m.requestsLink}`, '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html: `<p>${escapeHtml(headline)} (${escapeHtml(m.asked)}):</p>${m.properties.map(card).join('')}<p><a href="${escapeHtml(m.requestsLink)}">${escapeHtml(more)}</a></p>${footer(t, m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-found'),
  };
}

export function foundSms(m: { search: boolean; count: number; link: string }, { t }: Speech = ENGLISH) {
  return t(
    'sms.request.found',
    '{count, plural, one {{kind, select, search {Fie: a property already matches your saved search. See it at {link}} other {Fie: a property already matches your request. See it at {link}}}} other {{kind, select, search {Fie: {count} properties already match your saved search. See them at {link}} other {Fie: {count} properties already match your request. See them at {link}}}}}',
    { count: m.count, kind: kindOf(m.search), link: m.link },
  );
}

/** The week before a request expires: renew it to keep hearing about matches. */
export function reminderMail(m: { to: string; asked: string; search: boolean; expiresOn: string; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const kind = kindOf(m.search);
  const intro = (asked: string, expiresOn: string) =>
    t('mail.request.reminder.intro', '{kind, select, search {Your saved search ({asked}) ends on {expiresOn}.} other {Your request ({asked}) ends on {expiresOn}.}}', { kind, asked, expiresOn });
  const renewOrClose = t('mail.request.reminder.body', 'Renew it to keep hearing about properties that match, or close it if you found a place.');
  return {
    to: m.to,
    subject: t('mail.request.reminder.subject', '{kind, select, search {Your saved search on Fie ends on {expiresOn}} other {Your request on Fie ends on {expiresOn}}}', { kind, expiresOn: m.expiresOn }),
    text: [intro(m.asked, m.expiresOn), renewOrClose, '', t('mail.request.reminder.renew', 'Renew it: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p>${intro(escapeHtml(m.asked), escapeHtml(m.expiresOn))}</p><p>${renewOrClose}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.request.reminder.renew.button', 'Renew it')}</a></p>${footer(t, m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-reminder'),
  };
}

export function reminderSms(m: { search: boolean; expiresOn: string; link: string }, { t }: Speech = ENGLISH) {
  return t('sms.request.reminder', '{kind, select, search {Fie: your saved search ends on {expiresOn}. Renew it at {link}} other {Fie: your request ends on {expiresOn}. Renew it at {link}}}', { kind: kindOf(m.search), expiresOn: m.expiresOn, link: m.link });
}

/** The morning digest of matches, for those who chose one mail a day. */
export function matchDigestMail(m: { to: string; properties: MatchedProperty[]; requestsLink: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const n = m.properties.length;
  const morning = t('mail.request.digest.intro', 'Good morning. New on Fie for your requests:');
  return {
    to: m.to,
    subject: t('mail.request.digest.subject', '{n, plural, one {{n} new property matches your requests on Fie} other {{n} new properties match your requests on Fie}}', { n }),
    text: [morning, '', ...m.properties.map((p) => `${p.title}, ${p.price}, ${p.where}: ${p.link}`), '', `${yourRequests(t)}: ${m.requestsLink}`, '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html: `<p>${morning}</p>${m.properties.map(card).join('')}<p><a href="${escapeHtml(m.requestsLink)}">${yourRequests(t)}</a></p>${footer(t, m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-match-digest'),
  };
}
