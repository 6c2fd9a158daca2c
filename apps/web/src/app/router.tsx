import { BrowserRouter, Route, Routes } from 'react-router';
import { NavigationGuard } from './navigation-guard';
import { RouteGate } from './route-guards';

/**
 * One catch-all route: `decideRoute` (app/decide-route.ts) maps every path and session to a page,
 * a redirect or the loading screen, so the spec's route map and guards live in one tested place.
 * The declarative routers (not a data router): the app uses no loaders or actions, and it keeps
 * React Router's data-router code (~16 KB gzip) out of every first load. The browser wraps these
 * routes in `BrowserRouter`; the server-side renderer (entry-server.tsx) in a `StaticRouter`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<RouteGate />} />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      {/* Asks before leaving an editor with unsaved changes (issue 24); the server's renderer has no need of it. */}
      <NavigationGuard>
        <AppRoutes />
      </NavigationGuard>
    </BrowserRouter>
  );
}
