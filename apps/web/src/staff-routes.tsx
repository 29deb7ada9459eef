import { Navigate, type RouteObject } from 'react-router';
import { withTimeout } from './app/lazy-with-timeout';
import { RouteError } from './app/route-error';

/**
 * The back office: its own full-width frame (no applicant sidebar), a staff session required
 * (else /staff/login). Each module exports its route's Component.
 */
export const staffRoutes: RouteObject = {
  path: 'staff',
  errorElement: <RouteError />,
  HydrateFallback: () => null,
  children: [
    {
      path: 'login',
      lazy: withTimeout(() => import('./features/staff-login/staff-login.screen')),
    },
    {
      lazy: withTimeout(() => import('./app/staff/staff-layout')),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <Navigate to="/staff/applications" replace /> },
            {
              path: 'applications',
              lazy: withTimeout(() => import('./features/staff-queue/applications.screen')),
            },
            {
              path: 'applications/:id',
              lazy: withTimeout(() => import('./features/staff-application/application.screen')),
            },
            {
              path: 'members',
              lazy: withTimeout(() => import('./features/staff-members/members.screen')),
            },
            {
              path: 'members/:id',
              lazy: withTimeout(() => import('./features/staff-members/member.screen')),
            },
            {
              path: 'members/import',
              lazy: withTimeout(() => import('./features/staff-members/import-members.screen')),
            },
            {
              path: 'reminders',
              lazy: withTimeout(() => import('./features/staff-reminders/reminders.screen')),
            },
            {
              path: 'auto-renewals',
              lazy: withTimeout(
                () => import('./features/staff-auto-renewals/auto-renewals.screen'),
              ),
            },
            {
              path: 'messages',
              lazy: withTimeout(() => import('./features/staff-messages/messages.screen')),
            },
            {
              path: 'data-requests',
              lazy: withTimeout(
                () => import('./features/staff-data-requests/data-requests.screen'),
              ),
            },
            {
              path: 'categories',
              lazy: withTimeout(() => import('./features/staff-catalog/categories.screen')),
            },
            {
              path: 'coupons',
              lazy: withTimeout(() => import('./features/staff-catalog/coupons.screen')),
            },
            {
              path: 'refunds',
              lazy: withTimeout(() => import('./features/staff-refunds/refunds-due.screen')),
            },
            {
              path: 'staff',
              lazy: withTimeout(() => import('./features/staff-accounts/staff-accounts.screen')),
            },
            {
              path: 'card-check',
              lazy: withTimeout(() => import('./features/staff-card-check/card-check.screen')),
            },
            {
              path: 'invoices',
              lazy: withTimeout(() => import('./features/staff-invoices/invoices.screen')),
            },
            {
              path: 'reports',
              lazy: withTimeout(() => import('./features/staff-reports/reports.screen')),
            },
            {
              path: 'exports',
              lazy: withTimeout(() => import('./features/staff-exports/exports.screen')),
            },
            {
              path: 'getting-started',
              lazy: withTimeout(
                () => import('./features/staff-getting-started/getting-started.screen'),
              ),
            },
            {
              path: 'settings',
              lazy: withTimeout(() => import('./features/staff-settings/settings.screen')),
            },
            {
              path: 'directory',
              lazy: withTimeout(() => import('./features/staff-directory/staff-directory.screen')),
            },
            {
              path: 'audit',
              lazy: withTimeout(() => import('./features/staff-audit/audit.screen')),
            },
            { path: '*', element: <Navigate to="/staff/applications" replace /> },
          ],
        },
      ],
    },
  ],
};
