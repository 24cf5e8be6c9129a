import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './app-layout';

// Every page is its own chunk: the landing never downloads what it does not show.
const HomePage = lazy(() => import('../features/events/routes/home-page'));
const LandingPage = lazy(() => import('../features/landing/routes/landing-page'));
const NotFoundPage = lazy(() => import('../features/misc/routes/not-found-page'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/landing/:eventId', element: <LandingPage /> },
      { path: '/notfound', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
