import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { roleOfPath } from '../lib/session/staffPaths';

/**
 * docs/product.md section 2: the persistent contact widget, 'Contact Us', linking to Connect With An Agent. It floats in
 * the corner on wide screens and is a strip of the sticky header on phones; the stylesheet shows one of the two.
 * It is for renters: staff pages (docs/product.md section 6) go without it, where it would float over their tables.
 */
export function ContactWidget({ placement = 'floating' }: { placement?: 'floating' | 'header' }) {
  const { pathname } = useLocation();
  if (pathname === paths.connectWithAnAgent || roleOfPath(pathname) !== null) return null;
  return (
    <Link className={`contact-widget contact-widget--${placement}`} to={paths.connectWithAnAgent}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z" />
      </svg>
      <Trans>Contact Us</Trans>
    </Link>
  );
}
