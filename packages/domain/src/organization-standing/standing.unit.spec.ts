import { assertOrganizationNotSuspended, ConflictError, decideOrganizationStanding, evolveOrganizationStanding, ForbiddenError, type OrganizationStandingEvent } from '../index';

const now = new Date('2026-11-23T12:00:00Z');
const c = { orgId: 'o1', staffId: 's1', reason: 'Registration certificate checked with the Registrar', now };
const given = (...events: OrganizationStandingEvent[]) => events.reduce(evolveOrganizationStanding, undefined as ReturnType<typeof evolveOrganizationStanding> | undefined);

describe('staff deciding about an organization', () => {
  test('When staff verify an organization, then the event names them and the reason; verifying twice is refused', () => {
    const [verified] = decideOrganizationStanding(undefined, 'verify', c);
    expect(verified).toEqual({ type: 'OrganizationVerified', data: { orgId: 'o1', staffId: 's1', reason: c.reason, verifiedAt: now.toISOString() } });
    expect(() => decideOrganizationStanding(given(verified), 'verify', c)).toThrow(ConflictError);
  });

  test('When staff suspend an organization, then it cannot sign in and is told why; reinstated, it can; it stays verified throughout', () => {
    const [verified] = decideOrganizationStanding(undefined, 'verify', c);
    const [suspended] = decideOrganizationStanding(given(verified), 'suspend', { ...c, reason: 'Listings of houses it does not manage' });
    expect(() => assertOrganizationNotSuspended(given(verified, suspended), 'support@fie.local')).toThrow(ForbiddenError);
    expect(() => assertOrganizationNotSuspended(given(verified, suspended), 'support@fie.local')).toThrow('This organization has been suspended: Listings of houses it does not manage.');
    expect(() => decideOrganizationStanding(given(verified, suspended), 'suspend', c)).toThrow(ConflictError);
    const [reinstated] = decideOrganizationStanding(given(verified, suspended), 'reinstate', c);
    expect(given(verified, suspended, reinstated)).toEqual({ verified: true, suspended: null });
    expect(() => decideOrganizationStanding(given(), 'reinstate', c)).toThrow(ConflictError);
  });
});
