import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { documentTitle, findRoute } from '../routes/routeTable.ts';

/** `{title} | order management system` on every navigation, inside the main layout or not. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(findRoute(pathname));
  }, [pathname]);
  return <Outlet />;
}
