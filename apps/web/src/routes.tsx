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
import { staffRoutes } from './staff-routes';
import { SelectMembershipScreen } from './features/select-membership/select-membership.screen';

/*
 * The route tables of both specifications, in one place. Every screen is a lazy route module, so
 * the first page downloads only the entry (React, router, query client, layout) and its own chunk.
 *
 * Logged-out table only: /login, /register/user/*, /renew-checkout-revive/:appId (its screen renders
 * nothing when signed in, but for the cases it names). Logged-in table only: /app/:step. Both: /app/upgrade/*, the application,
 * update, staff and cancelled routes, the payment outcome pages and /membership/validate.
 * Unknown paths (and '/') go to /login signed out and /app/plan-status signed in.
 */

/** The staff wizard's guard: a staff session that may edit, else the staff sign-in (lazy). */
const staffEditorOnly: RouteObject['lazy'] = withTimeout(() => import('./app/staff-editor-only'));

const staffSelectMembership: RouteObject['lazy'] = withTimeout(
  () => import('./features/staff-select-membership/staff-select-membership.screen'),
);

const login: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/login/login.screen');
  return { Component: m.LoginScreen };
});

const planStatus: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/plan-status/plan-status.screen');
  return { Component: m.PlanStatusScreen };
});

const membershipForm: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/membership-form/membership-form.screen');
  return { Component: m.MembershipFormScreen };
});

const applicationReview: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/application-review/application-review.screen');
  return { Component: m.ApplicationReviewScreen };
});

const newRegistrationCheckout: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/checkout/new-registration-checkout.screen');
  return { Component: m.NewRegistrationCheckoutScreen };
});

const upgradeCheckout: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/checkout/upgrade-checkout.screen');
  return { Component: m.UpgradeCheckoutScreen };
});

const renewalCheckout: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/checkout/renewal-checkout.screen');
  return { Component: m.RenewalCheckoutScreen };
});

const reviveRenewCheckout: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/checkout/renewal-checkout.screen');
  return { Component: m.ReviveRenewCheckoutScreen };
});

/** Payment success (new registration and upgrade) and the renewal's thank-you: one screen. */
const paymentSuccess: RouteObject['lazy'] = withTimeout(async () => {
  const m = await import('./features/outcomes/payment-success.screen');
  return { Component: m.PaymentSuccessScreen };
});

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
    { path: 'membership-form/:userId?', lazy: membershipForm },
    { path: 'application-review/:userId?', lazy: applicationReview },
    {
      path: 'checkout/:userId?',
      lazy: base === '/app/upgrade' ? upgradeCheckout : newRegistrationCheckout,
      handle: base === '/app/upgrade' ? upgradeCheckoutHandle : undefined,
    },
    { path: 'payment-success/:order?', lazy: paymentSuccess },
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
        { path: 'membership-form/:userId?', lazy: membershipForm },
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
    lazy: withTimeout(() => import('./features/membership-form/update-details.screen')),
  },
  {
    path: 'user/update-details/:userId/thanks/:recorded',
    lazy: withTimeout(async () => {
      const m = await import('./features/outcomes/update-details-thanks.screen');
      return { Component: m.UpdateDetailsThanksScreen };
    }),
  },
  {
    path: 'application/:num/:userId/:status',
    lazy: withTimeout(() => import('./features/reference-response/reference-response.screen')),
  },
  {
    path: 'payment-received',
    lazy: withTimeout(async () => {
      const m = await import('./features/outcomes/payment-received.screen');
      return { Component: m.PaymentReceivedScreen };
    }),
  },
  {
    path: 'nothing-to-pay',
    lazy: withTimeout(async () => {
      const m = await import('./features/outcomes/nothing-to-pay.screen');
      return { Component: m.NothingToPayScreen };
    }),
  },
  {
    path: 'payment-expired',
    lazy: withTimeout(async () => {
      const m = await import('./features/outcomes/payment-expired.screen');
      return { Component: m.PaymentExpiredScreen };
    }),
  },
  {
    path: 'application-cancelled/:userId?',
    lazy: withTimeout(async () => {
      const m = await import('./features/outcomes/application-cancelled.screen');
      return { Component: m.ApplicationCancelledScreen };
    }),
  },
  {
    path: 'privacy',
    lazy: withTimeout(async () => {
      const m = await import('./features/privacy-notice/privacy-notice.screen');
      return { Component: m.PrivacyNoticeScreen };
    }),
    handle: privacyHandle,
  },
  {
    path: 'membership/validate',
    lazy: withTimeout(() => import('./features/membership-check/membership-check.screen')),
  },
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
              { Component: StandaloneFrame, children: [{ path: 'login', lazy: login }] },
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
                      { path: 'plan-status/:userId?', lazy: planStatus, handle: planStatusHandle },
                      {
                        path: 'checkout/:userId?',
                        lazy: renewalCheckout,
                        handle: renewalCheckoutHandle,
                      },
                      { path: 'thank-you/:order?', lazy: paymentSuccess },
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
            children: [{ path: 'renew-checkout-revive/:appId', lazy: reviveRenewCheckout }],
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
