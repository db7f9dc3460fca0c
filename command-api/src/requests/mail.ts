import type { MailMessage } from '@fie/stores';
import { escapeHtml } from '../shared/escape-html';

/** The listing as a match mail shows it: title, price line and where. */
export type MatchedProperty = { title: string; price: string; where: string; link: string };

/** RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
const unsubscribeHeaders = (link: string, template: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'X-Fie-Template': template,
});
const footer = (unsubscribe: string) => `<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribe)}">Stop emails about properties that match your requests</a></p>`;
const card = (p: MatchedProperty) => `<p><a href="${escapeHtml(p.link)}"><strong>${escapeHtml(p.title)}</strong></a><br>${escapeHtml(p.price)} · ${escapeHtml(p.where)}</p>`;

/** A property matches a request (or saved search): what it is, its price and place, and a link to it. */
export function matchMail(m: { to: string; asked: string; search: boolean; property: MatchedProperty; requestsLink: string; unsubscribe: string }): MailMessage {
  const yours = m.search ? 'your saved search' : 'your request';
  return {
    to: m.to,
    subject: `A property matches ${yours} on Fie: ${m.property.title}`,
    text: [
      `A property matches ${yours} (${m.asked}):`, '', m.property.title, `${m.property.price} · ${m.property.where}`, '', `See it: ${m.property.link}`,
      `Your requests: ${m.requestsLink}`, '', `Stop these emails: ${m.unsubscribe}`,
    ].join('\n'),
    html: `<p>A property matches ${yours} (${escapeHtml(m.asked)}):</p>${card(m.property)}<p><a href="${escapeHtml(m.requestsLink)}">Your requests</a></p>${footer(m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-match'),
  };
}

export function matchSms(m: { search: boolean; title: string; link: string }) {
  return `Fie: ${m.title} matches your ${m.search ? 'saved search' : 'request'}. See it at ${m.link}`.slice(0, 300);
}

/** What a request matched as it was posted: the first few, and how many in all. */
export function foundMail(m: { to: string; asked: string; search: boolean; count: number; more?: boolean; properties: MatchedProperty[]; requestsLink: string; unsubscribe: string }): MailMessage {
  const yours = m.search ? 'your saved search' : 'your request';
  const headline = m.count === 1 ? `A property already matches ${yours}` : `${m.more ? 'More than ' : ''}${m.count.toLocaleString('en-GH')} properties already match ${yours}`;
  const more = m.count > m.properties.length ? `See all ${m.count.toLocaleString('en-GH')}` : 'Your requests';
  return {
    to: m.to,
    subject: `${headline} on Fie`,
    text: [`${headline} (${m.asked}):`, '', ...m.properties.map((p) => `${p.title}, ${p.price}, ${p.where}: ${p.link}`), '', `${more}: ${m.requestsLink}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html: `<p>${escapeHtml(headline)} (${escapeHtml(m.asked)}):</p>${m.properties.map(card).join('')}<p><a href="${escapeHtml(m.requestsLink)}">${escapeHtml(more)}</a></p>${footer(m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-found'),
  };
}

export function foundSms(m: { search: boolean; count: number; link: string }) {
  return `Fie: ${m.count === 1 ? 'a property already matches' : `${m.count} properties already match`} your ${m.search ? 'saved search' : 'request'}. See ${m.count === 1 ? 'it' : 'them'} at ${m.link}`.slice(0, 300);
}

/** The week before a request expires: renew it to keep hearing about matches. */
export function reminderMail(m: { to: string; asked: string; search: boolean; expiresOn: string; link: string; unsubscribe: string }): MailMessage {
  const yours = m.search ? 'Your saved search' : 'Your request';
  return {
    to: m.to,
    subject: `${yours} on Fie ends on ${m.expiresOn}`,
    text: [`${yours} (${m.asked}) ends on ${m.expiresOn}.`, 'Renew it to keep hearing about properties that match, or close it if you found a place.', '', `Renew it: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html:
      `<p>${yours} (${escapeHtml(m.asked)}) ends on ${escapeHtml(m.expiresOn)}.</p><p>Renew it to keep hearing about properties that match, or close it if you found a place.</p>` +
      `<p><a href="${escapeHtml(m.link)}">Renew it</a></p>${footer(m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-reminder'),
  };
}

export function reminderSms(m: { search: boolean; expiresOn: string; link: string }) {
  return `Fie: your ${m.search ? 'saved search' : 'request'} ends on ${m.expiresOn}. Renew it at ${m.link}`.slice(0, 300);
}

/** The morning digest of matches, for those who chose one mail a day. */
export function matchDigestMail(m: { to: string; properties: MatchedProperty[]; requestsLink: string; unsubscribe: string }): MailMessage {
  const n = m.properties.length;
  return {
    to: m.to,
    subject: `${n} new ${n === 1 ? 'property matches' : 'properties match'} your requests on Fie`,
    text: ['Good morning. New on Fie for your requests:', '', ...m.properties.map((p) => `${p.title}, ${p.price}, ${p.where}: ${p.link}`), '', `Your requests: ${m.requestsLink}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html: `<p>Good morning. New on Fie for your requests:</p>${m.properties.map(card).join('')}<p><a href="${escapeHtml(m.requestsLink)}">Your requests</a></p>${footer(m.unsubscribe)}`,
    headers: unsubscribeHeaders(m.unsubscribe, 'request-match-digest'),
  };
}
