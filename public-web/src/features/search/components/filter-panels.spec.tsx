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
});
