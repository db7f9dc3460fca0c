import { render, screen } from '@testing-library/react';
import { OrganizationHeading } from './organization-heading';

describe('the organization heading', () => {
  test('shows the verified badge for an organization staff verified, and none otherwise', () => {
    const { rerender } = render(<OrganizationHeading organization={{ id: 'o1', name: 'Adom Homes', urlName: 'adomhomes', verified: true }} />);
    expect(screen.getByText('Verified organization')).toBeTruthy();
    rerender(<OrganizationHeading organization={{ id: 'o1', name: 'Adom Homes', urlName: 'adomhomes' }} />);
    expect(screen.queryByText('Verified organization')).toBeNull();
  });
});
