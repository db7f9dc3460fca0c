import { render, screen } from '@testing-library/react';
import { MessageText } from './message-text';

describe('a message’s text', () => {
  test('markup someone typed shows as the characters they typed, never as HTML', () => {
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)> and <b>bold</b>'} />);

    expect(container.textContent).toBe('<img src=x onerror=alert(1)> and <b>bold</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  test('an http or https address becomes a link that opens apart, without referrer or ranking', () => {
    render(<MessageText text={'Photos here: https://photos.example.com/house?id=7. Or http://example.org'} />);

    const link = screen.getByRole('link', { name: 'https://photos.example.com/house?id=7' });
    expect(link.getAttribute('href')).toBe('https://photos.example.com/house?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(screen.getByRole('link', { name: 'http://example.org' })).toBeTruthy();
    expect(document.body.textContent).toContain('?id=7. Or');
  });

  test('other schemes stay text', () => {
    const { container } = render(<MessageText text={'javascript:alert(1) data:text/html,hi ftp://files.example.com'} />);

    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1) data:text/html,hi ftp://files.example.com');
  });

  test('line breaks are kept', () => {
    const { container } = render(<MessageText text={'Hello\nIs it available?'} />);

    expect(container.textContent).toBe('Hello\nIs it available?');
    expect((container.firstChild as HTMLElement).style.whiteSpace).toBe('pre-wrap');
  });
});
