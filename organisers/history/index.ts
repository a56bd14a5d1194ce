/** What other tasks show of the history: a trip's changes with undo, and the removed events to restore. */
export { EventChanges, RemovedEvents } from './history-views.tsx';
