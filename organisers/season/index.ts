/** The season: its events entered, changed, removed and copied onto the next year. */
export { SeasonEditor } from './season-editor.tsx';
