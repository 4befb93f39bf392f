import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { PageLoading } from '../shared/PageLoading.tsx';

/** A lazily loaded page: its module is fetched the first time the path is visited. */
function page<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return { path, lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

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
        // Opened directly (a first load), these pages wait for that code: say so under the header.
        HydrateFallback: PageLoading,
        children: [
          page('login', () => import('../features/members/LoginPage.tsx'), 'LoginPage'),
          page(
            'login/callback',
            () => import('../features/members/LoginCallbackPage.tsx'),
            'LoginCallbackPage',
          ),
          page('signup', () => import('../features/members/SignUpPage.tsx'), 'SignUpPage'),
          page(
            'forgot-password',
            () => import('../features/members/ForgotPasswordPage.tsx'),
            'ForgotPasswordPage',
          ),
          page('account', () => import('../features/members/AccountPage.tsx'), 'AccountPage'),
          page(
            'account/recover',
            () => import('../features/members/ResetPasswordPage.tsx'),
            'ResetPasswordPage',
          ),
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
              page('members', () => import('../features/dashboard/MembersPage.tsx'), 'MembersPage'),
              page(
                'settings',
                () => import('../features/dashboard/IdentitySettingsPage.tsx'),
                'IdentitySettingsPage',
              ),
              page('mailbox', () => import('../features/dashboard/MailboxPage.tsx'), 'MailboxPage'),
              page('site', () => import('../features/dashboard/SiteSettingsPage.tsx'), 'SiteSettingsPage'),
              page(
                'oauth-clients',
                () => import('../features/dashboard/oauth-clients/OAuthClientsPage.tsx'),
                'OAuthClientsPage',
              ),
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
