// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../testing/providers';
import { ChatText } from './chat-text';

afterEach(cleanup);

describe('ChatText', () => {
  it('shows script-laden text inert, as typed, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"><script>alert(2)</script> hola';
    const { container } = render(<ChatText text={text} />, { wrapper: TestProviders });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByTestId('chat-message-text').textContent).toBe(text);
  });

  it('makes web addresses links that open apart without opener or referrer', () => {
    render(<ChatText text="Agenda: https://aforo.test/agenda y javascript:alert(1)" />, {
      wrapper: TestProviders,
    });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://aforo.test/agenda');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('rel')).toContain('noreferrer');
    // Only http(s) becomes a link: the javascript: text stays text.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByTestId('chat-message-text').textContent).toContain('javascript:alert(1)');
  });
});
