import { afterLoginPath, loginPathFor } from './paths';

describe('login redirects', () => {
  test('the login path names the page to come back to and carries org and key', () => {
    expect(loginPathFor('/owner-dashboard')).toBe('/login?next=%2Fowner-dashboard');
    expect(loginPathFor('/accept-organization-invite', '?org=acme&key=k-1&x=1')).toBe('/login?next=%2Faccept-organization-invite&org=acme&key=k-1');
  });

  test('after a page login the user goes to next with org and key, else home', () => {
    expect(afterLoginPath('?next=%2Faccept-organization-invite&org=acme&key=k-1')).toBe('/accept-organization-invite?org=acme&key=k-1');
    expect(afterLoginPath('?next=%2Fowner-dashboard')).toBe('/owner-dashboard');
    expect(afterLoginPath('')).toBe('/');
  });

  test('the property page\'s open chat survives the login page', () => {
    expect(loginPathFor('/property/p-1', '?chat=1')).toBe('/login?next=%2Fproperty%2Fp-1&chat=1');
    expect(afterLoginPath('?next=%2Fproperty%2Fp-1&chat=1')).toBe('/property/p-1?chat=1');
  });

  test('a mailed link to a dashboard tab and an offer survives the login page', () => {
    expect(loginPathFor('/owner-dashboard', '?tab=offers&offer=o-1')).toBe('/login?next=%2Fowner-dashboard&tab=offers&offer=o-1');
    expect(afterLoginPath('?next=%2Fowner-dashboard&tab=offers&offer=o-1')).toBe('/owner-dashboard?tab=offers&offer=o-1');
  });

  test('a next that points to another site is ignored', () => {
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterLoginPath('?next=%2F%2Fevil.example')).toBe('/');
  });
});
