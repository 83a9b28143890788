import { NavLink } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { NAV_LINKS } from '../screens.ts';
import classes from './Shell.module.css';

type MainNavProps = {
  /** Stacked in the small-screen drawer, a row in the header otherwise. */
  isStacked?: boolean;
  onNavigate?: () => void;
};

export function MainNav({ isStacked = false, onNavigate }: MainNavProps) {
  const isSuperAdmin = useSession((session) => session.isSuperAdmin);
  return (
    <nav aria-label="Main" className={isStacked ? `${classes.navRow} ${classes.stacked}` : classes.navRow}>
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      {isSuperAdmin && (
        <NavLink to="/admin" className={classes.link} onClick={onNavigate}>
          Admin
        </NavLink>
      )}
    </nav>
  );
}
