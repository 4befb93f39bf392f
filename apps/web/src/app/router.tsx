import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/events/EventsListPage.tsx')).EventsListPage,
        }),
      },
      {
        path: 'events/:slug',
        lazy: async () => ({ Component: (await import('../features/events/EventPage.tsx')).EventPage }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);
