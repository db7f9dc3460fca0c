import { render, screen } from '@testing-library/react';
import { OrganizationHeading } from './organization-heading';

describe('the organization heading', () => {
  test('shows the verified badge for an organization staff verified, and none otherwise', () => {
    const { rerender } = render(<OrganizationHeading organization={{ id: 'o1', name: 'Adom Homes', urlName: 'adomhomes', verified: true }} />);
    expect(screen.getByText('Verified organization')).toBeTruthy();
    rerender(<OrganizationHeading organization={{ id: 'o1', name: 'Adom Homes', urlName: 'adomhomes' }} />);
    expect(screen.queryByText('Verified organization')).toBeNull();
  });

  test('shows what past deals with it were like, and the no-shows recorded against it apart from the reviews, with its answers (issue 33)', () => {
    const reputation = { count: 3, average: 4.2, completedDealings: 5, noShows: 1, noShowsRecent: [{ id: 'v-1-seeker', answer: 'Our agent was at the gate' }] };
    render(<OrganizationHeading organization={{ id: 'o1', name: 'Adom Homes', urlName: 'adomhomes', reputation }} />);
    expect(screen.getByTestId('organization-reputation').textContent).toBe('★ 4.2 from 3 reviews · 5 deals completed through Fie');
    expect(screen.getByTestId('organization-no-shows').textContent).toBe('1 no-show recordedAnswer to a no-show: Our agent was at the gate');
  });
});
