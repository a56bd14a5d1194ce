/**
 * The organisers' page's `virtual:trip-mornings` (vite-plugins/trip-index.ts), read from the
 * project's trips/ with the site's own content reader; a production build leaves drafts out,
 * as the site's does.
 */
import type { Plugin } from 'vite';
import { buildTripMornings, TRIP_MORNINGS_ID } from './trip-index.ts';

export function tripMornings(projectRoot: string): Plugin {
  let withDrafts = true;
  return {
    name: 'club:trip-mornings',
    configResolved(config) {
      withDrafts = !(config.command === 'build' && config.mode === 'production');
    },
    resolveId: (id) => (id === TRIP_MORNINGS_ID ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${TRIP_MORNINGS_ID}`) return null;
      const { index, files } = buildTripMornings(projectRoot, { withDrafts });
      files.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(index)};`;
    },
  };
}
