/**
 * The trip's list read through TanStack Query, as the board is: each a live Firestore read
 * streamed into the page's one cache, stopped when its panel closes and started again when it
 * opens (what was read last stays on screen meanwhile). Another organiser's call, tick or
 * fixed fee shows within seconds on both phones.
 */
import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import { onSnapshot } from 'firebase/firestore';
import type { Club } from '../app/club-firebase.ts';
import { liveAnswers } from '../app/live-answers.ts';
import { watchTripList, type TripList } from './trip-list-reads.ts';
import { morningFeeRef } from './trip-morning-writes.ts';

/** The trip's summary, calls and calls waiting on the phone, followed live. */
export const tripListQuery = (club: Club, eventId: string) =>
  queryOptions({
    queryKey: ['organisers', 'trip-list', eventId],
    queryFn: streamedQuery({
      streamFn: ({ signal }) =>
        liveAnswers<TripList>((onRead, onError) => watchTripList(club, eventId, onRead, onError), signal),
      reducer: (_last: TripList | null, read: TripList) => read,
      initialValue: null,
      refetchMode: 'append',
    }),
    refetchOnMount: 'always',
  });

/** The head-count the fee was fixed at on the trip morning's first tick; null while none is. */
export const fixedHeadCountQuery = (club: Club, eventId: string) =>
  queryOptions({
    queryKey: ['organisers', 'morning-fee', eventId],
    queryFn: streamedQuery({
      streamFn: ({ signal }) =>
        liveAnswers<number | null>(
          (onRead, onError) =>
            onSnapshot(
              morningFeeRef(club.db, eventId),
              (snapshot) => {
                const value: unknown = snapshot.get('headCount');
                onRead(typeof value === 'number' ? value : null);
              },
              onError,
            ),
          signal,
        ),
      reducer: (_last: number | null, read: number | null) => read,
      initialValue: null,
      refetchMode: 'append',
    }),
    refetchOnMount: 'always',
  });
