import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../../lib/i18n/language';

/** The pages to offer around the current one: first, last, and neighbours, with gaps ('…') between. */
export function pageItems(page: number, count: number, neighbours = 1): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let p = 1; p <= count; p++) {
    if (p === 1 || p === count || Math.abs(p - page) <= neighbours) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}

/**
 * Paging for the results (15 a page). A few plain buttons rather than MUI's Pagination: the search page
 * is a first page for many visitors, and every KiB counts on mobile data.
 */
export function Pager({ page, count, onChange, neighbours = 1, hrefFor }: { page: number; count: number; onChange: (page: number) => void; neighbours?: number; hrefFor?: (page: number) => string }) {
  const t = useT();
  if (count <= 1) return null;
  const cell = { minWidth: 36, height: 36, px: 1 } as const;
  // With an address for each page the buttons are links: they page without JavaScript, and search engines follow them.
  const to = (target: number, rel?: 'prev' | 'next') =>
    hrefFor && target >= 1 && target <= count
      ? {
          rel,
          href: hrefFor(target),
          onClick: (event: MouseEvent) => {
            event.preventDefault();
            onChange(target);
          },
        }
      : { onClick: () => onChange(target) };
  return (
    <Box component="nav" aria-label={t('search.pager.label', 'Result pages')} sx={{ mt: 3 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'center', alignItems: 'center' }}>
        <li>
          <Button size="small" disabled={page <= 1} {...to(page - 1, 'prev')} sx={cell}>
            {t('search.pager.prev', 'Previous')}
          </Button>
        </li>
        {pageItems(page, count, neighbours).map((item, index) =>
          item === 'gap' ? (
            <Box component="li" key={`gap-${index}`} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                size="small"
                variant={item === page ? 'contained' : 'text'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={item === page ? t('search.pager.page', 'Page {page}', { page: item }) : t('search.pager.goto', 'Go to page {page}', { page: item })}
                {...(item === page ? {} : to(item))}
                sx={cell}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="small" disabled={page >= count} {...to(page + 1, 'next')} sx={cell}>
            {t('search.pager.next', 'Next')}
          </Button>
        </li>
      </Box>
    </Box>
  );
}
