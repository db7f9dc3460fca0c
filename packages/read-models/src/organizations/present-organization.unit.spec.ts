import type { OrganizationView } from './organizations';
import { presentOrganization } from './present-organization';

describe('presentOrganization', () => {
  const org: OrganizationView = { id: 'o1', name: 'Adjei Homes', email: 'info@adjei.example', phone: '+233201234567', address: 'Osu, Accra', url_name: 'adjei-homes', image: null, documents: [], completed: true, createdAt: '2025-01-01T00:00:00.000Z' };

  test('When the public asks, then the contact details and registration state stay out', () => {
    expect(presentOrganization(org, 'public')).toEqual({ _id: 'o1', id: 'o1', name: 'Adjei Homes', url_name: 'adjei-homes', image: null, address: 'Osu, Accra', createdAt: '2025-01-01T00:00:00.000Z' });
  });

  test('When the organization asks about itself, then it also gets its email, phone and completion', () => {
    expect(presentOrganization(org, 'self')).toMatchObject({ email: 'info@adjei.example', phone: '+233201234567', completed: true });
  });
});
