/**
 * Between a trip's card and its call-off list (tell-callers.tsx), which loads apart: the card
 * asks the list to come into view once the trip is saved as called off, and the list says how
 * many callers are reached so far, which the card shows until everyone is.
 */
import { createContext } from 'react';

/** Callers reached of those to tell. */
export type TellProgress = { reached: number; total: number };

export const TellWanted = createContext<{
  /** Counts up at each save that calls the trip off; 0 until then. */
  show: number;
  onProgress: (progress: TellProgress | null) => void;
}>({ show: 0, onProgress: () => undefined });
