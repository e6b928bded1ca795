// The links between staff pages (docs/product.md section 6), one list on every staff page, and the stylesheet every
// staff page shares (this list and the tabs): imported with the component, so a staff page opened directly has
// its styles too, not only one reached from the page that used to carry them.
import { NavLink } from 'react-router-dom';
import './staff.css';

export function StaffLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label="Staff pages">
      <ul className="staff-links">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
