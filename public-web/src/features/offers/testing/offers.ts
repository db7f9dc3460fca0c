/** An offer as GET /api/offers answers it (docs/api-dealings.md), for tests. */
export function apiOffer(over: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (over.id as string) ?? 'o-1';
  return {
    _id: id,
    id,
    side: 'lister',
    status: 'open',
    statusText: 'Waiting for your answer',
    awaiting: 'lister',
    actions: ['accept', 'decline', 'counter'],
    acquisition: 'rent',
    property: { _id: 'p-1', title: 'Three-bedroom house in East Legon', thumbnail: '/api/properties/images/img-1/thumb.webp', status: 'published', available: true, asking: { amount: 4500, currency: 'GHS', amountGhs: 4500 } },
    seeker: { id: 'u-2', name: 'Efua M.' },
    lister: { id: 'u-1', kind: 'user', name: 'Kwame B.' },
    terms: { amount: 4000, currency: 'GHS', amountGhs: 4000, advance_months: 3, advanceAboveLegal: false },
    percentOfAsking: 89,
    exchangeRate: null,
    history: [
      { id: `${id}|0`, kind: 'offer', by: 'seeker', name: 'Efua M.', amount: 4000, currency: 'GHS', amountGhs: 4000, advance_months: 3, advanceAboveLegal: false, message: 'I can move in on the 1st', erased: false, mine: false, at: '2026-11-24T09:00:00.000Z' },
    ],
    createdAt: '2026-11-24T09:00:00.000Z',
    updatedAt: '2026-11-24T09:00:00.000Z',
    closedAt: null,
    ...over,
  };
}
