import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

const PRIMARY_LINKS = [
  { to: '/home', label: 'How it works' },
  { to: '/brands', label: 'Brands' },
  { to: '/prompt-enhancer', label: 'Better questions' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The header's links. On a phone they sit behind a Menu button (layout.css hides the list below the
 * breakpoint unless it is open), so the header stays one line; on wider screens the button is hidden and
 * the links always show. The menu closes when a link is followed or on Escape.
 */
export function MainNav() {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav
      aria-label="Main"
      className={open ? 'main-nav main-nav--open' : 'main-nav'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="button button--ghost menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> Menu
      </button>
      <ul id={listId}>
        {PRIMARY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/user/login" className="button button--small">
            Sign in
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
