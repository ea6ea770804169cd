import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './app-layout';
import { PlaceholderPage } from './placeholder-page';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <PlaceholderPage title="Book a Trip" /> },
      { path: '/booktripview', element: <PlaceholderPage title="Book a Trip" /> },
      { path: '/quotationview', element: <PlaceholderPage title="Quotation" /> },
      { path: '/personalDetailView', element: <PlaceholderPage title="Personal Detail" /> },
      { path: '/paymentview', element: <PlaceholderPage title="Payment" /> },
      { path: '/stripecheckout', element: <PlaceholderPage title="Card Checkout" /> },
      { path: '/paymentSuccessView', element: <PlaceholderPage title="Thank You" /> },
      { path: '/quoteView', element: <PlaceholderPage title="Quote Now" /> },
      { path: '/forgot_password', element: <PlaceholderPage title="Forgot Password" /> },
      { path: '/ourfleet', element: <PlaceholderPage title="Our Fleet" /> },
      { path: '/contactus', element: <PlaceholderPage title="Contact Us" /> },
      { path: '/bookings', element: <PlaceholderPage title="Bookings" /> },
      { path: '/my-account', element: <PlaceholderPage title="My Account" /> },
      { path: '/login', element: <PlaceholderPage title="Sign In" /> },
      { path: '/book-now', element: <PlaceholderPage title="Book Now" /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
