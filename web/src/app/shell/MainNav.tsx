import { NavLink } from 'react-router';
import { NAV_LINKS } from './nav-links.ts';
import classes from './Shell.module.css';

type MainNavProps = {
  /** Stacked in the small-screen drawer, a row in the header otherwise. */
  isStacked?: boolean;
  onNavigate?: () => void;
};

export function MainNav({ isStacked = false, onNavigate }: MainNavProps) {
  return (
    <nav aria-label="Main" className={isStacked ? `${classes.navRow} ${classes.stacked}` : classes.navRow}>
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
