// docs/product.md section 2 (Header): the public nav and a phone link; the mobile menu adds 'Blockbuster Deals'.
// On admin and agent paths the public nav is hidden and a Logout button shows when that role is logged in;
// the button is a lazy chunk, so public pages never load session-management code.
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS } from '../lib/business';
import { paths } from '../lib/paths';
import { roleOfPath } from '../lib/session/staffPaths';
import { ContactWidget } from './ContactWidget';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

const NAV_LINKS = [
  { to: paths.search, label: msg`All Apartments SATX` },
  { to: paths.process, label: msg`1-2-3 Process` },
  { to: paths.ourMission, label: msg`Our Mission` },
  { to: paths.aboutUs, label: msg`About Us` },
] as const;

const LogoutButton = lazy(() => import('../lib/session/LogoutButton'));

export function Header() {
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  // Going to another page closes the mobile menu (set while rendering, so the new page never shows it open).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const staffRole = roleOfPath(pathname);
  const showNav = staffRole === null;

  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand" aria-label={t`${BUSINESS.name}, home`}>
          <Logo />
        </Link>
        {staffRole && (
          <Suspense fallback={null}>
            <LogoutButton role={staffRole} />
          </Suspense>
        )}
        {showNav && (
          <>
            <nav className="header__nav" aria-label={t`Main`}>
              {NAV_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className="header__link">
                  {i18n._(link.label)}
                </NavLink>
              ))}
              <NavLink to={paths.favourites} className="header__link">
                <Trans>My Favourites</Trans>
              </NavLink>
              <LanguageSwitch />
              <a className="header__phone" href={BUSINESS.phoneHref}>
                <PhoneIcon /> {BUSINESS.phoneDisplay}
              </a>
            </nav>
            <button
              type="button"
              className="header__menu-button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="visually-hidden">{menuOpen ? t`Close menu` : t`Open menu`}</span>
              <span className="header__menu-icon" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {/* On a phone the Contact Us widget is this strip of the sticky header, so it never covers content. */}
      <ContactWidget placement="header" />
      {showNav && (
        <nav id="mobile-menu" className="mobile-menu" hidden={!menuOpen} aria-label={t`Mobile`}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="mobile-menu__link">
              {i18n._(link.label)}
            </NavLink>
          ))}
          <NavLink to={paths.blockBusterDeals} className="mobile-menu__link">
            <Trans>Blockbuster Deals</Trans>
          </NavLink>
          <NavLink to={paths.favourites} className="mobile-menu__link">
            <Trans>My Favourites</Trans>
          </NavLink>
          <LanguageSwitch className="mobile-menu__link" />
          <a className="mobile-menu__link mobile-menu__phone" href={BUSINESS.phoneHref}>
            <PhoneIcon /> {BUSINESS.phoneDisplay}
          </a>
        </nav>
      )}
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z"
      />
    </svg>
  );
}
