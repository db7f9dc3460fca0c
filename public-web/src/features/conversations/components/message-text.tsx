import type { ReactNode } from 'react';
import Link from '@mui/material/Link';

// A web address written in a message; trailing punctuation is the sentence's, not the address's.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Only http and https become links: javascript:, data: and the like stay words. */
function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A message as people wrote it: always text (React escapes it; there is no HTML path here), line breaks
 * kept, and web addresses as links that open in a new tab without telling the other site where they came
 * from or lending it our ranking (rel="noopener noreferrer nofollow ugc").
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <Link key={start} href={href} target="_blank" rel="noopener noreferrer nofollow ugc" sx={{ wordBreak: 'break-all' }}>
        {address}
      </Link>,
    );
    at = start + address.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{parts}</span>;
}
