import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLayout, type RouteHandle } from './app-layout';
import { RouteError, RouteFallback } from './route-error';
import { BOOKING_STEPS, stepTarget } from '../features/layout/step-guards';
import { readStepProgress } from '../features/layout/read-step-progress';

/** Opening a later booking step directly applies the same guards as clicking it in the stepper. */
function guardStep(step: number) {
  return () => {
    const target = stepTarget(step, readStepProgress());
    return target === BOOKING_STEPS[step - 1]?.path ? null : redirect(target);
  };
}

const hideNavbar: RouteHandle = { hideNavbar: true };

// Every screen is its own chunk (route `lazy`), so the home route ships only what it needs.
const home = () => import('./routes/home-route');

const bookingSteps: RouteObject[] = [
  { path: '/quotationview', lazy: () => import('./routes/quotation-route') },
  {
    path: '/personalDetailView',
    loader: guardStep(3),
    lazy: () => import('./routes/personal-detail-route'),
  },
  { path: '/paymentview', loader: guardStep(4), lazy: () => import('./routes/payment-route') },
  { path: '/stripecheckout', loader: guardStep(4), lazy: () => import('./routes/card-checkout-route') },
];

const corporateScreens: RouteObject[] = [
  { path: '/bookings', lazy: () => import('./routes/bookings-route') },
  { path: '/my-account', lazy: () => import('./routes/my-account-route') },
  { path: '/book-now', lazy: () => import('./routes/book-now-route') },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: home },
          { path: '/booktripview', lazy: home },
          { lazy: () => import('./routes/step-layout'), children: bookingSteps },
          { path: '/paymentSuccessView', handle: hideNavbar, lazy: () => import('./routes/thank-you-route') },
          { path: '/quoteView', lazy: () => import('./routes/quote-now-route') },
          { path: '/forgot_password', lazy: () => import('./routes/forgot-password-route') },
          { path: '/ourfleet', lazy: () => import('./routes/fleet-route') },
          { path: '/contactus', lazy: () => import('./routes/contact-route') },
          {
            // Corporate area: a valid session first (spec §6), then the sidebar and the screen.
            handle: hideNavbar,
            lazy: () => import('../features/corporate/corporate-layout').then((m) => ({ Component: m.CorporateLayout })),
            children: corporateScreens,
          },
          { path: '/login', handle: hideNavbar, lazy: () => import('./routes/login-route') },
          { path: '*', loader: () => redirect('/') },
        ],
      },
    ],
  },
]);
