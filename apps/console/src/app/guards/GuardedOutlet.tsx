import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore.ts';
import { resolveAccess } from './resolveAccess.ts';

/** Renders the page, or sends the user where spec §6 says. */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const { brand, permissions, manualDelivery, menu } = useSession();
  const decision = resolveAccess(pathname, { brand, permissions, manualDelivery, menu });
  if (!decision.allow) return <Navigate to={decision.redirect} replace />;
  return <Outlet />;
}
