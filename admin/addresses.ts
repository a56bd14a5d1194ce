/** Where the editor page finds what its server answers (vite-plugins/vite-editor.ts serves both). */

/** Decap CMS's local backend, on the server that serves the editor. */
export const LOCAL_BACKEND_PATH = '/api/v1';

/** The content the editor checks an entry against, next to the editor's page. */
export const CONTENT_SNAPSHOT = 'tartalom.json';
