import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * Today's date in Budapest (`YYYY-MM-DD`), fixed for the life of the screen: the same day the
 * route loaders go by, from the router (src/router.tsx). That is the clock's day in the browser
 * and the day the build renders a copy as of (src/prerender/render.tsx).
 */
export function useToday(): string {
  const { today } = useRouteContext({ from: rootRouteId });
  const [day] = useState(today);
  return day;
}
