/** "12 Mar 2026", as people in Ghana write dates; an unreadable value shows as nothing. */
export function formatDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

export const fullName = (person: { firstName: string; lastName: string; email?: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email || 'Unnamed';
