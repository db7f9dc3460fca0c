import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token that carries a small JSON body and its signature, `{body}.{mac}` (both base64url), for links that must
 * work without a session yet cannot be forged: the mac is an HMAC-SHA256 of the body keyed with
 * `{purpose}:{secret}`, so a token made for one purpose is never accepted for another. `macLength` cuts the mac
 * short (a shorter address); without it the whole mac is kept.
 */
export function signedToken(purpose: string, macLength?: number) {
  const sign = (secret: string, body: string) => {
    const mac = createHmac('sha256', `${purpose}:${secret}`).update(body).digest('base64url');
    return macLength === undefined ? mac : mac.slice(0, macLength);
  };
  return {
    write(secret: string, fields: Record<string, unknown>): string {
      const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
      return `${body}.${sign(secret, body)}`;
    },
    /** The body's fields when the token is whole and signed with this secret for this purpose; undefined otherwise. */
    read(secret: string, token: string): Record<string, unknown> | undefined {
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined) return undefined;
      const expected = Buffer.from(sign(secret, body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const fields: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
