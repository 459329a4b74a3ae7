import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { GroupRedirect } from './guards/GuardedOutlet.tsx';
import { DocumentTitle } from './navigation/DocumentTitle.tsx';
import { redirects, routeTable, type PageKey, type RouteEntry } from './routes/routeTable.ts';
import { pageLoaders } from './routes/pageLoaders.ts';

const pages = {} as Record<PageKey, ComponentType>;
for (const key of Object.keys(pageLoaders) as PageKey[]) pages[key] = lazy(pageLoaders[key]);
// The frame (menu, header, popups) loads with the first page that uses it, not with the sign-in page.
const MainLayout = lazy(() => import('./layout/MainLayout.tsx').then((m) => ({ default: m.MainLayout })));
const NotAvailablePage = lazy(() => import('../routes/notAvailable/NotAvailablePage.tsx'));
const RouteErrorPage = lazy(() => import('../routes/results/RouteErrorPage.tsx'));

function suspended(node: ReactNode) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>{node}</Suspense>;
}

function elementOf(entry: RouteEntry) {
  if (entry.page) {
    const Page = pages[entry.page];
    return suspended(<Page />);
  }
  return suspended(<NotAvailablePage title={entry.title} />);
}

export function buildRoutes(): RouteObject[] {
  // A page that throws while rendering shows RouteErrorPage in its place, inside the frame.
  const failed = suspended(<RouteErrorPage />);
  const toObject = (entry: RouteEntry): RouteObject => ({
    path: entry.path,
    element: elementOf(entry),
    errorElement: failed,
  });
  const NotFound = pages.notFound;
  return [
    {
      element: <DocumentTitle />,
      errorElement: failed,
      children: [
        // The root needs no session; group addresses do (their target depends on the account), so they
        // live under the layout, which loads the session first.
        ...redirects
          .filter((r) => r.from === '/')
          .map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> })),
        ...routeTable.filter((r) => r.layout === 'bare').map(toObject),
        {
          element: suspended(<MainLayout />),
          children: [
            ...redirects
              .filter((r) => r.from !== '/')
              .map((r) => ({ path: r.from, element: <GroupRedirect from={r.from} to={r.to} /> })),
            ...routeTable.filter((r) => r.layout === 'main').map(toObject),
            { path: '*', element: suspended(<NotFound />) },
          ],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
