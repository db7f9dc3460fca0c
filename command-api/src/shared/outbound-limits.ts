import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiText as t } from '@fie/domain';
import type { CommandDeps } from './deps';
import { AddressThrottle } from './throttle';

const HOUR_MS = 60 * 60_000;
// In the request's language at the edge (apiText): a person meets these on the sign-up and code pages (issue 32).
export const outboundMessages = {
  recipient: (minutes: number) => t('api.outbound.recipient', 'We have sent several messages to this address in the last hour. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.', { minutes }),
  address: (minutes: number) => t('api.outbound.address', 'Too many messages have been sent from your connection in the last hour. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.', { minutes }),
};

/**
 * Calls that make the marketplace mail or text someone (a code, a reset, an invitation, the contact form)
 * are limited per recipient, so nobody can use Fie to flood a stranger's inbox or phone, and per client
 * address, so nobody can spray many strangers. Only calls that succeeded count: a refused sign-up sends
 * nothing. The counters live in the document store, shared by every instance.
 */
export class OutboundLimits {
  private readonly recipients: AddressThrottle;
  private readonly addresses: AddressThrottle;

  constructor(deps: Pick<CommandDeps, 'documents' | 'outbound' | 'now'>) {
    const limits = deps.outbound ?? { perRecipientPerHour: 6, perAddressPerHour: 300 };
    const clock = () => deps.now().getTime();
    this.recipients = new AddressThrottle(deps.documents, 'outbound-recipient', limits.perRecipientPerHour, HOUR_MS, clock);
    this.addresses = new AddressThrottle(deps.documents, 'outbound-address', limits.perAddressPerHour, HOUR_MS, clock);
  }

  /**
   * Middleware for one call; `recipientOf` names whom it would write to (an email, a user id), or nothing
   * when it writes only to Fie's own support inbox. Over a limit: 429 with Retry-After, nothing done.
   */
  guard(recipientOf: (req: Request) => string | undefined): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const address = req.ip ?? 'unknown';
      const raw = recipientOf(req);
      const recipient = typeof raw === 'string' && raw.trim() ? raw.trim().toLowerCase() : undefined;
      const checked = async () => {
        await this.addresses.assertAllowed(address, outboundMessages.address);
        if (recipient) await this.recipients.assertAllowed(recipient, outboundMessages.recipient);
      };
      checked().then(() => {
        res.on('finish', () => {
          if (res.statusCode >= 300) return;
          void this.addresses.record(address).catch(() => undefined);
          if (recipient) void this.recipients.record(recipient).catch(() => undefined);
        });
        next();
      }, next);
    };
  }
}
