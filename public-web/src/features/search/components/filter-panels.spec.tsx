import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { PricePopover } from './filter-panels';

function open(props: Partial<Parameters<typeof PricePopover>[0]> = {}) {
  const onApply = jest.fn();
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  renderAt(<PricePopover anchor={anchor} currency="GHS" onApply={onApply} onClose={jest.fn()} {...props} />);
  return onApply;
}

describe('the price popover', () => {
  test('typing a minimum above the maximum raises the maximum; the boxes show separators', () => {
    const onApply = open({ maxPrice: 3000 });
    const min = screen.getByLabelText('Minimum') as HTMLInputElement;
    const max = screen.getByLabelText('Maximum') as HTMLInputElement;
    expect(max.value).toBe('3,000');
    fireEvent.change(min, { target: { value: '4500x' } });
    expect(min.value).toBe('4,500');
    expect(max.value).toBe('4,500');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ minPrice: 4500, maxPrice: 4500, currency: 'GHS' });
  });

  test('the currency can be switched to dollars', () => {
    const onApply = open();
    fireEvent.click(screen.getByRole('button', { name: 'US$ dollars' }));
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ minPrice: undefined, maxPrice: 800, currency: 'USD' });
  });

  test('for rentals the hint is a range by the month, and says rents compare by the month', () => {
    // A daily rent's month is kept to the pesewa (GH₵ 100 a day is GH₵ 3,041.67); the hint speaks in whole cedis.
    open({ acquisition: 'rent', range: { min: 2000, max: 3041.67 } });
    expect(screen.getByText(/cost GH₵ 2,000 to GH₵ 3,042 a month\./)).toBeTruthy();
    expect(screen.getByText('Rents compare by the month: GH₵ 24,000 a year counts as GH₵ 2,000.')).toBeTruthy();
  });

  test('event venues hired by the day are compared by the day', () => {
    open({ acquisition: 'rent', category: 'events', range: { min: 1500, max: 9000 } });
    expect(screen.getByText(/a day\./)).toBeTruthy();
    expect(screen.getByText('Venues compare by the day.')).toBeTruthy();
  });
});
