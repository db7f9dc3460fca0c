import { addDays, accraToday } from '../dates';

/** A day from today, so the tests mean the same whatever day they run. */
export const inDays = (n: number) => addDays(accraToday(), n);

/** A day's slots as GET /api/properties/{id}/viewing-slots answers them (docs/api-dealings.md). */
export function apiSlots(date: string, taken: string[] = [], hours: { from: string; to: string } | null = { from: '08:00', to: '10:00' }) {
  const times = hours ? ['08:00', '08:30', '09:00', '09:30'] : [];
  return { result: { date, hours, slots: times.map((time) => ({ start: `${date}T${time}:00.000Z`, time, free: !taken.includes(time) })) } };
}

/** A viewing as GET /api/viewings answers it. */
export function apiViewing(over: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (over._id as string) ?? 'v-1';
  return {
    _id: id,
    id,
    date: `${inDays(2)}T10:00:00.000Z`,
    content: 'Viewing for Ama Mensah',
    status: 'pending',
    statusText: 'Waiting for the lister',
    role: 'lister',
    when: '',
    property: { _id: 'p-1', title: 'Three-bedroom house in East Legon' },
    seeker: { first_name: 'Ama', last_name: 'Mensah' },
    lister: { id: 'u-9', kind: 'user', name: 'Kwame B.' },
    actions: ['confirm', 'decline', 'propose'],
    ...over,
  };
}

export function apiStay(over: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (over._id as string) ?? 's-1';
  return {
    _id: id,
    id,
    role: 'lister',
    start: inDays(5),
    end: inDays(8),
    nights: 3,
    guests: 2,
    message: 'We arrive after 9 pm',
    status: 'pending',
    statusText: 'Waiting for the lister',
    property: { _id: 'p-2', title: 'Ocean Breeze apartment, Labadi' },
    seeker: { first_name: 'Kofi', last_name: 'Asante' },
    lister: { id: 'u-9', kind: 'user', name: 'Kwame B.' },
    requestedAt: '2026-11-23T10:00:00.000Z',
    actions: ['accept', 'decline'],
    ...over,
  };
}
