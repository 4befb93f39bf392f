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
        // Everything below uses Mantine, loaded with this layout only (never on the event pages).
        lazy: async () => ({ Component: (await import('./mantine/MantineLayout.tsx')).MantineLayout }),
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/DashboardLayout.tsx')).DashboardLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/DashboardHome.tsx')).DashboardHome,
                }),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);
