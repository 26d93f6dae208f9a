import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../../config/ui';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('opens after the 700 ms delay and describes its trigger', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Reads your website again">
        <button type="button">Recrawl</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Recrawl' });
    expect(button).toHaveAccessibleDescription('Reads your website again');
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toHaveClass('tooltip__content--open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveClass('tooltip__content--open');
  });
});
