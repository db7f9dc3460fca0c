import {
  changeOrganizationLogo,
  evolveOrganization,
  featuredListingsSchema,
  featureOrganizationListings,
  ForbiddenError,
  organizationProfileMessages as m,
  organizationProfileSchema,
  parseOrThrow,
  updateOrganizationProfile,
  ValidationError,
  type OrganizationEvent,
  type OrganizationState,
} from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const registered: OrganizationEvent = {
  type: 'OrganizationRegistered',
  data: { orgId: 'o1', name: 'Adjei Homes', email: 'info@adjei.example', phone: '+233302212345', address: 'Osu, Accra', urlName: 'adjei', documents: [], registeredAt: now.toISOString(), completionKeyHash: 'h', keyExpiresAt: now.toISOString() },
};
const joined = (userId: string, permissions: ('list_properties' | 'delete_properties' | 'manage_users')[]): OrganizationEvent => ({
  type: 'MemberJoined',
  data: { orgId: 'o1', userId, permissions, organizationName: 'Adjei Homes', urlName: 'adjei', joinedAt: now.toISOString() },
});
const given = (...events: OrganizationEvent[]) => events.reduce<OrganizationState | undefined>(evolveOrganization, undefined);
const org = given(registered, joined('lister', ['list_properties']), joined('manager', ['manage_users']));
const profile = parseOrThrow(organizationProfileSchema, { name: ' Adjei & Sons Homes ', phone: '0302 212 345', address: '14 Oxford Street, Osu' });

describe('editing the organization profile', () => {
  test('when the organization changes its name, phone and address, then OrganizationProfileUpdated with the phone in E.164, and the new name is its name', () => {
    const events = updateOrganizationProfile(org, { kind: 'organization', orgId: 'o1' }, profile, { now });
    expect(events).toEqual([
      { type: 'OrganizationProfileUpdated', data: { orgId: 'o1', name: 'Adjei & Sons Homes', phone: '+233302212345', address: '14 Oxford Street, Osu', updatedBy: 'organization-o1', updatedAt: now.toISOString() } },
    ]);
    expect(given(registered, ...events)!.name).toBe('Adjei & Sons Homes');
  });

  test('a member with Manage Users may edit it; a member without it may not', () => {
    expect(updateOrganizationProfile(org, { kind: 'member', userId: 'manager' }, profile, { now })[0].data.updatedBy).toBe('user-manager');
    expect(() => updateOrganizationProfile(org, { kind: 'member', userId: 'lister' }, profile, { now })).toThrow(ForbiddenError);
  });

  test('a name and an address are required, with the registration form\'s words', () => {
    expect(() => parseOrThrow(organizationProfileSchema, { name: ' ', phone: '0302212345', address: '' })).toThrow(
      new ValidationError({ name: 'Organization name is required', address: 'Please enter the address of the organization' }),
    );
  });
});

describe('the logo', () => {
  test('when a manager sets a logo, then OrganizationLogoChanged; removing it when there is none records nothing', () => {
    const events = changeOrganizationLogo(org, { kind: 'member', userId: 'manager' }, 'logo-1', { now });
    expect(events).toEqual([{ type: 'OrganizationLogoChanged', data: { orgId: 'o1', logoId: 'logo-1', changedBy: 'user-manager', changedAt: now.toISOString() } }]);
    expect(changeOrganizationLogo(org, { kind: 'organization', orgId: 'o1' }, null, { now })).toEqual([]);
    expect(changeOrganizationLogo(given(registered, ...events), { kind: 'organization', orgId: 'o1' }, null, { now })[0]?.data.logoId).toBeNull();
  });

  test('another organization cannot change it', () => {
    expect(() => changeOrganizationLogo(org, { kind: 'organization', orgId: 'o2' }, 'logo-1', { now })).toThrow(ForbiddenError);
  });
});

describe('featuring listings on the organization page', () => {
  const listings = {
    a: { organizationId: 'o1', published: true },
    b: { organizationId: 'o1', published: true },
    hidden: { organizationId: 'o1', published: false },
    theirs: { organizationId: 'o2', published: true },
  };

  test('when a member with List Properties features two of its published listings, then OrganizationListingsFeatured in that order', () => {
    const events = featureOrganizationListings(org, { kind: 'member', userId: 'lister' }, ['b', 'a'], { now, listings });
    expect(events).toEqual([{ type: 'OrganizationListingsFeatured', data: { orgId: 'o1', listingIds: ['b', 'a'], featuredBy: 'user-lister', featuredAt: now.toISOString() } }]);
    expect(given(registered, ...events)!.featured).toEqual(['b', 'a']);
  });

  test('the same choice again records nothing; an empty choice clears the featured listings', () => {
    const featured = given(registered, joined('lister', ['list_properties']), ...featureOrganizationListings(org, { kind: 'organization', orgId: 'o1' }, ['a'], { now, listings }));
    expect(featureOrganizationListings(featured, { kind: 'organization', orgId: 'o1' }, ['a'], { now, listings })).toEqual([]);
    expect(featureOrganizationListings(featured, { kind: 'organization', orgId: 'o1' }, [], { now, listings })[0]?.data.listingIds).toEqual([]);
  });

  test('a member without List Properties (even one who manages users) cannot choose them', () => {
    expect(() => featureOrganizationListings(org, { kind: 'member', userId: 'manager' }, ['a'], { now, listings })).toThrow(new ForbiddenError(m.needListPermission, 'MissingPermission'));
  });

  test('another organization\'s listing, a hidden one or an unknown one cannot be featured', () => {
    for (const id of ['theirs', 'hidden', 'nope']) {
      expect(() => featureOrganizationListings(org, { kind: 'organization', orgId: 'o1' }, [id], { now, listings })).toThrow(new ValidationError({ listingIds: m.notYourListing }));
    }
  });

  test('at most six, and the same listing twice counts once', () => {
    expect(parseOrThrow(featuredListingsSchema, { listingIds: ['a', 'a', 'b'] }).listingIds).toEqual(['a', 'b']);
    expect(() => parseOrThrow(featuredListingsSchema, { listingIds: ['1', '2', '3', '4', '5', '6', '7'] })).toThrow(new ValidationError({ listingIds: m.tooManyFeatured }));
  });
});
