import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';

/**
 * A navigation that lands between BrowserRouter reading the URL and subscribing to history (the
 * shell's market toggle while a remote is still loading, say) would leave the remote showing the
 * old URL. This catches up once, after the router subscribed.
 */
function CatchUpWithUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const actual = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (actual !== `${location.pathname}${location.search}${location.hash}`)
      navigate(actual, { replace: true });
    // Only the first render can have missed a navigation; later ones arrive through history.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The router every remote root uses: the page's URL, shared with the shell and other remotes. */
export function RemoteRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <CatchUpWithUrl />
      {children}
    </BrowserRouter>
  );
}
