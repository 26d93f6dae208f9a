import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MainNav } from './main-nav';

/** The phone menu's state (layout.css hides the list on phones unless the nav is open; e2e checks the looks). */
describe('MainNav', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  const menu = () => screen.getByRole('button', { name: /Menu/ });

  it('opens and closes with its button, and says so to screen readers', async () => {
    renderWithProviders(<MainNav />);
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).not.toHaveClass('main-nav--open');
    expect(document.getElementById(menu().getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('link', { name: 'About' }),
    );
    await userEvent.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('main-nav--open');
    await userEvent.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and when a link is followed', async () => {
    renderWithProviders(<MainNav />);
    await userEvent.click(menu());
    await userEvent.keyboard('{Escape}');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu());
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
  });
});
