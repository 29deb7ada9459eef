import { Navigate, type RouteObject } from 'react-router';
import { associationQuery } from './app/association';
import { HomeRedirect, SignedInOnly, SignedOutOnly } from './app/guards';
import {
  ApplicantFrame,
  MemberFrame,
  StaffWizardFrame,
  StandaloneFrame,
} from './app/layout/app-layout';
import { withTimeout } from './app/lazy-with-timeout';
import { RouteError } from './app/route-error';
import type { RouteHandle } from './app/server-prefetch';
import {
  planStatusHandle,
  renewalCheckoutHandle,
  upgradeCheckoutHandle,
} from './member-route-handles';
import { membershipsQuery } from './features/select-membership/api/get-memberships';
import { directoryHandle, directoryMemberHandle } from './features/directory/directory-handles';
import { memberPages } from './member-pages';
import { screenRoute } from './screens';
import { staffRoutes } from './staff-routes';
import { SelectMembershipScreen } from './features/select-membership/select-membership.screen';

/*
 * The route tables of both specifications, in one place. Every screen is a lazy route module, so
 * the first page downloads only the entry (React, router, query client, layout) and its own chunk.
 *
 * Signed out only: /login, /register/user/*, /renew-checkout-revive/:appId. Signed in only: /app/:step.
 * Both: /app/upgrade/*, the application, update, staff and cancelled routes, the payment outcomes,
 * /membership/validate. Unknown paths go to /login signed out, /app/plan-status signed in.
 */

/** The staff wizard's guard: a staff session that may edit, else the staff sign-in (lazy). */
const staffEditorOnly: RouteObject['lazy'] = withTimeout(() => import('./app/staff-editor-only'));

const staffSelectMembership: RouteObject['lazy'] = withTimeout(
  () => import('./features/staff-select-membership/staff-select-membership.screen'),
);

const membershipForm = screenRoute(
  'membership-form/membership-form.screen',
  'MembershipFormScreen',
);

const directoryMember = screenRoute(
  'directory/directory-member.screen',
  'DirectoryMemberScreen',
  directoryMemberHandle,
);

/** Payment success (new registration and upgrade) and the renewal's thank-you: one screen. */
const paymentSuccess = screenRoute('outcomes/payment-success.screen', 'PaymentSuccessScreen');

const selectMembershipHandle: RouteHandle = {
  prefetch: (queryClient) => queryClient.prefetchQuery(membershipsQuery(null)),
};

/** The privacy notice names the association and its contact in the server's HTML. */
const privacyHandle: RouteHandle = {
  prefetch: (queryClient) => queryClient.prefetchQuery(associationQuery()),
};

/** The applicant step flow under a base path: /register/user or /app/upgrade. */
function applicantSteps(base: '/register/user' | '/app/upgrade'): RouteObject[] {
  const toDefault = <Navigate to={`${base}/select-membership`} replace />;
  return [
    { index: true, element: toDefault },
    // The first page every applicant sees: bundled with the entry, so it costs one request, not five.
    {
      path: 'select-membership/:userId?',
      Component: SelectMembershipScreen,
      // The server renders the new applicant's list of categories; an upgrade's depends on the member.
      handle: base === '/register/user' ? selectMembershipHandle : undefined,
    },
    { path: 'membership-form/:userId?', ...membershipForm },
    {
      path: 'application-review/:userId?',
      ...screenRoute('application-review/application-review.screen', 'ApplicationReviewScreen'),
    },
    {
      path: 'checkout/:userId?',
      ...(base === '/app/upgrade'
        ? screenRoute(
            'checkout/upgrade-checkout.screen',
            'UpgradeCheckoutScreen',
            upgradeCheckoutHandle,
          )
        : screenRoute(
            'checkout/new-registration-checkout.screen',
            'NewRegistrationCheckoutScreen',
          )),
    },
    { path: 'payment-success/:order?', ...paymentSuccess },
    ...(base === '/app/upgrade'
      ? [
          {
            path: 'confirm',
            ...screenRoute('select-membership/upgrade-confirm.screen', 'UpgradeConfirmScreen'),
          },
        ]
      : []),
    // step defaults to select-membership
    { path: ':step/:userId?', element: toDefault },
  ];
}

/**
 * The staff wizard under /admin-update/user or /office-update/user (full-width layout), for a staff
 * session that may edit: the category picker, the form, and the review (the back office's page).
 */
function staffSteps(base: string): RouteObject[] {
  const toDefault = <Navigate to={`${base}/select-membership`} replace />;
  return [
    {
      lazy: staffEditorOnly,
      children: [
        { index: true, element: toDefault },
        { path: 'select-membership/:userId?', lazy: staffSelectMembership },
        { path: 'membership-form/:userId?', ...membershipForm },
        {
          path: 'application-review/:userId?',
          lazy: withTimeout(() => import('./features/application-review/staff-application-review')),
        },
        { path: ':step/:userId?', element: toDefault },
      ],
    },
  ];
}

/** Pages of their own (the standalone frame), in both tables. */
const standalonePages: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  {
    path: 'user/update-details/:userId/:from?',
    ...screenRoute('membership-form/update-details.screen'),
  },
  {
    path: 'user/update-details/:userId/thanks/:recorded',
    ...screenRoute('outcomes/update-details-thanks.screen', 'UpdateDetailsThanksScreen'),
  },
  {
    path: 'application/:num/:userId/:status',
    ...screenRoute('reference-response/reference-response.screen'),
  },
  {
    path: 'payment-received',
    ...screenRoute('outcomes/payment-received.screen', 'PaymentReceivedScreen'),
  },
  {
    path: 'nothing-to-pay',
    ...screenRoute('outcomes/nothing-to-pay.screen', 'NothingToPayScreen'),
  },
  {
    path: 'payment-expired',
    ...screenRoute('outcomes/payment-expired.screen', 'PaymentExpiredScreen'),
  },
  {
    path: 'application-cancelled/:userId?',
    ...screenRoute('outcomes/application-cancelled.screen', 'ApplicationCancelledScreen'),
  },
  {
    path: 'privacy',
    ...screenRoute('privacy-notice/privacy-notice.screen', 'PrivacyNoticeScreen', privacyHandle),
  },
  { path: 'membership/validate', ...screenRoute('membership-check/membership-check.screen') },
  // A scanned membership card's live answer (decision 092).
  {
    path: 'verify/:token',
    ...screenRoute('membership-card/card-verification.screen', 'CardVerificationScreen'),
  },
  // The pre-debit notice's one-tap cancel (decision 099).
  {
    path: 'auto-renewal/cancel',
    ...screenRoute('auto-renewal-cancel/auto-renewal-cancel.screen', 'AutoRenewalCancelScreen'),
  },
  // The members' directory, the association's public face (decision 104).
  {
    path: 'directory',
    ...screenRoute('directory/directory.screen', 'DirectoryScreen', directoryHandle),
  },
  { path: 'directory/:id', ...directoryMember },
  // Any other path: /login signed out, /app/plan-status signed in.
  { path: '*', element: <HomeRedirect /> },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The logged-out table only.
          {
            Component: SignedOutOnly,
            children: [
              {
                Component: StandaloneFrame,
                children: [{ path: 'login', ...screenRoute('login/login.screen', 'LoginScreen') }],
              },
              {
                Component: ApplicantFrame,
                children: [{ path: 'register/user', children: applicantSteps('/register/user') }],
              },
            ],
          },
          {
            path: 'app',
            children: [
              // Both tables: the upgrade is the applicant's journey even when signed in.
              {
                Component: ApplicantFrame,
                children: [{ path: 'upgrade', children: applicantSteps('/app/upgrade') }],
              },
              // The logged-in table only.
              {
                Component: SignedInOnly,
                children: [
                  {
                    Component: MemberFrame,
                    children: [
                      { index: true, element: <Navigate to="/app/plan-status" replace /> },
                      {
                        path: 'plan-status/:userId?',
                        ...screenRoute(
                          'plan-status/plan-status.screen',
                          'PlanStatusScreen',
                          planStatusHandle,
                        ),
                      },
                      {
                        path: 'checkout/:userId?',
                        ...screenRoute(
                          'checkout/renewal-checkout.screen',
                          'RenewalCheckoutScreen',
                          renewalCheckoutHandle,
                        ),
                      },
                      { path: 'thank-you/:order?', ...paymentSuccess },
                      ...memberPages,
                      // step defaults to plan-status
                      {
                        path: ':step/:userId?',
                        element: <Navigate to="/app/plan-status" replace />,
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // The logged-out table, except what its screen lets a signed-in member see.
          {
            Component: MemberFrame,
            children: [
              {
                path: 'renew-checkout-revive/:appId',
                ...screenRoute('checkout/renewal-checkout.screen', 'ReviveRenewCheckoutScreen'),
              },
            ],
          },
          {
            Component: StaffWizardFrame,
            children: [
              { path: 'admin-update/user', children: staffSteps('/admin-update/user') },
              { path: 'office-update/user', children: staffSteps('/office-update/user') },
              {
                path: 'admin/user/select-membership',
                lazy: staffEditorOnly,
                children: [{ index: true, lazy: staffSelectMembership }],
              },
            ],
          },
          // Pages of their own, in both tables.
          { Component: StandaloneFrame, children: standalonePages },
        ],
      },
    ],
  },

  staffRoutes,
];
