import { createContext, useContext, useState } from 'react';
import { currentDay } from '../../data/today';

/** The build prerenders the home page and the yearly program as of given days (src/prerender/render.tsx). */
export const TodayOverride = createContext<string | null>(null);

/** Today's date in Budapest (`YYYY-MM-DD`), fixed for the life of the screen. */
export function useToday(): string {
  const override = useContext(TodayOverride);
  const [today] = useState(() => override ?? currentDay());
  return today;
}
