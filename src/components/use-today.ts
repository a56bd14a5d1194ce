import { useState } from 'react';
import { budapestDay } from '../lib/dates';

/** Today's date in Budapest, fixed for the life of the screen. */
export function useToday(): string {
  const [today] = useState(() => budapestDay(new Date()));
  return today;
}
