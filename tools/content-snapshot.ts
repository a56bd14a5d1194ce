/**
 * `tsx tools/content-snapshot.ts [--root <dir>]`: prints, as JSON, every content
 * file `npm run trips:check` reads (content-check/content-files.ts). The editor's
 * build writes it next to the editor (vite-plugins/vite-editor.ts), which checks each
 * entry against the rest of the content with it.
 */
import { readContentSources, rootFromArgs } from '../content-check/content-files.ts';

process.stdout.write(JSON.stringify(readContentSources(rootFromArgs(process.argv.slice(2)).root)));
