import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore.ts';
import { resolveAccess, resolveGroup } from './resolveAccess.ts';

const NotFoundPage = lazy(() => import('../../routes/results/NotFoundPage.tsx'));

function useAccessContext() {
  const { brand, permissions, manualDelivery, menu } = useSession();
  return { brand, permissions, manualDelivery, menu };
}

/** Whether this account may open a page: an action leading there is offered only then (the server checks anyway). */
export function useMayOpen(path: string): boolean {
  return resolveAccess(path, useAccessContext()).allow;
}

/** Renders the page, or sends the user where spec §6 says. */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const decision = resolveAccess(pathname, useAccessContext());
  if (decision.allow) return <Outlet />;
  if ('notFound' in decision) {
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Navigate to={decision.redirect} replace />;
}

/** A group address opens the first child this account may open. */
export function GroupRedirect({ from, to }: { from: string; to: string }) {
  return <Navigate to={resolveGroup(from, to, useAccessContext())} replace />;
}
