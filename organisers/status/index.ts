/** The status board: the coming trips, each with its status in two taps. */
export { StatusBoard } from './status-board.tsx';
