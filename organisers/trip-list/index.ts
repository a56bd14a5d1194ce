/** What the status board opens of a trip's list: the panel with the calls, the coach list and the messages. */
export { TripListPanel } from './trip-list-panel.tsx';
/** Once signed in, a list the server no longer keeps leaves the phone too. */
export { signedOutRefusedNotice, useClosedListsForgotten } from './closed-lists.ts';
