import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/** `/adatkezeles/`: the privacy notice; its text loads with the route, not with the home page. */
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/adatkezeles',
  component: lazyRouteComponent(() => import('./privacy-screen.tsx'), 'PrivacyScreen'),
});
