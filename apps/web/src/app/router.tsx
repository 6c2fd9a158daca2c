import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteGate } from './route-guards';

/**
 * One catch-all route: `decideRoute` (app/decide-route.ts) maps every path and session to a page,
 * a redirect or the loading screen, so the spec's route map and guards live in one tested place.
 */
const router = createBrowserRouter([{ path: '*', element: <RouteGate /> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
