import { Link } from 'react-router-dom';
import { href, type Market } from '@specify/contracts';

/** Placeholder footer landmark; the CMS-driven footer comes with the real chrome. */
export function Footer({ market }: { market: Market }) {
  return (
    <footer className="spec-footer">
      <nav aria-label="Footer">
        <Link to={href('warranty', market)}>Warranty</Link> ·{' '}
        <Link to={href('terms', market)}>Terms and conditions</Link> ·{' '}
        <Link to={href('privacy', market)}>Privacy policy</Link>
      </nav>
      <p>© Specify</p>
    </footer>
  );
}
