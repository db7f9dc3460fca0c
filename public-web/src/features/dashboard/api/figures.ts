import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
// Made with an id, so the page says them in its language (useSay, the banner's message).
import { apiText as t } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';

/**
 * GET /api/dashboard/figures: every figure of the Dashboard tab in one call (query-api/src/dashboard).
 * A figure the server does not send (a feature not built yet) is simply not shown.
 */
const figureSchema = z.object({
  key: z.string(),
  label: z.string(),
  total: z.number(),
  detail: z.string(),
  parts: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })).optional(),
  series: z.object({ kind: z.enum(['daily', 'running']), days: z.array(z.string()), counts: z.array(z.number()) }),
  seriesLabel: z.string().optional(),
  perListing: z.record(z.string(), z.number()).optional(),
});
const listingSchema = z.object({ id: z.string(), title: z.string(), thumbnail: z.string().nullable(), status: z.string() });
export const figuresAnswer = z.object({
  result: z.object({
    days: z.array(z.string()),
    lister: z.object({ figures: z.array(figureSchema), listings: z.array(listingSchema) }).nullable(),
    // A member of an organization who is an owner too: the listings under their own name, apart.
    ownLister: z.object({ figures: z.array(figureSchema), listings: z.array(listingSchema) }).nullable().optional(),
    seeker: z.object({ figures: z.array(figureSchema) }).nullable(),
  }),
});
export type Figures = z.infer<typeof figuresAnswer>['result'];
export type Figure = z.infer<typeof figureSchema>;
export type FigureListing = z.infer<typeof listingSchema>;

export async function fetchFigures(options?: Pick<RequestOptions, 'signal'>): Promise<Figures> {
  const body = await api.get<unknown>('/dashboard/figures', options);
  const parsed = figuresAnswer.safeParse(body);
  if (!parsed.success) throw new Error(t('dashboard.figures.bad-answer', 'The server answered the dashboard figures in a shape we do not know'));
  return parsed.data.result;
}

export type FiguresLoad = { status: 'loading'; figures?: Figures } | { status: 'ready'; figures: Figures } | { status: 'failed'; message: string; figures?: Figures };

/** The figures, loaded when the tab opens; `reload` fetches them again (Refresh, Retry). */
export function useFigures() {
  const [load, setLoad] = useState<FiguresLoad>({ status: 'loading' });
  const loads = useRef<AbortController | null>(null);
  const reload = useCallback(() => {
    loads.current?.abort();
    const controller = new AbortController();
    loads.current = controller;
    setLoad((current) => ({ status: 'loading', figures: 'figures' in current ? current.figures : undefined }));
    fetchFigures({ signal: controller.signal }).then(
      (figures) => !controller.signal.aborted && setLoad({ status: 'ready', figures }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((current) => ({ status: 'failed', message: error instanceof Error ? error.message : t('ui.went-wrong', 'Something went wrong'), figures: 'figures' in current ? current.figures : undefined }));
      },
    );
  }, []);
  useEffect(() => {
    reload();
    return () => loads.current?.abort();
  }, [reload]);
  return { load, reload };
}
