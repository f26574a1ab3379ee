import { Link, useLocation, useNavigate } from 'react-router-dom';
import { href, switchMarketPath, type Market } from '@specify/contracts';
import { MarketSelect } from '@specify/ui';
import { rememberMarket } from '../market/market-cookie';

/** Placeholder chrome: the real header with mega menu and account comes in its own issue. */
export function Header({ market }: { market: Market }) {
  const location = useLocation();
  const navigate = useNavigate();

  function changeMarket(next: Market) {
    rememberMarket(next);
    navigate(switchMarketPath(location.pathname, next) + location.search);
  }

  const links = [
    { label: 'Home', to: href('home', market) },
    { label: 'Tapware', to: href('productFamily', market, { family: 'tapware' }) },
    { label: 'BIM library', to: href('bimLibrary', market) },
    { label: 'Contact us', to: href('contactUs', market) },
    { label: 'Cart', to: href('cart', market) },
    { label: 'Projects', to: href('projectDashboard', market) },
  ];

  return (
    <header className="spec-header">
      <Link to={href('home', market)} className="spec-brand">
        Specify
      </Link>
      <nav aria-label="Main">
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <MarketSelect value={market} onChange={changeMarket} />
    </header>
  );
}
