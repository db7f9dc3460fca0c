import { render, screen } from '@testing-library/react';
import { Sparkline, sparklinePoints } from './sparkline';

describe('Sparkline', () => {
  test('draws one point per day, the highest value at the top and zero on the bottom, left to right', () => {
    expect(sparklinePoints([0, 4, 2], 104, 24)).toEqual([
      [2, 22],
      [52, 2],
      [102, 12],
    ]);
  });

  test('a series of zeros lies flat on the bottom instead of dividing by zero', () => {
    expect(sparklinePoints([0, 0, 0], 104, 24).map(([, y]) => y)).toEqual([22, 22, 22]);
  });

  test('it is one labelled image for screen readers, with the line, its area and a dot on today', () => {
    const { container } = render(<Sparkline values={[1, 3, 2]} label="Views per day, last 30 days: 6 in all" />);
    expect(screen.getByRole('img', { name: 'Views per day, last 30 days: 6 in all' })).toBeTruthy();
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('2,20.7 60,2 118,11.3');
    expect(container.querySelector('path')).toBeTruthy();
    expect(container.querySelector('circle')?.getAttribute('cx')).toBe('118');
  });

  test('a single day is a dot in the middle, with no line', () => {
    const { container } = render(<Sparkline values={[5]} label="5 today" width={40} height={20} />);
    expect(container.querySelector('polyline')).toBeNull();
    expect(container.querySelector('circle')?.getAttribute('cx')).toBe('20');
  });
});
