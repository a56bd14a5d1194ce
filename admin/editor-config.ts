/**
 * Decap CMS's configuration of the editor at /admin/, made here rather than in
 * a config.yml so its forms come from the schemas (admin/fields.ts):
 * - Túrák: trips/<year>/programN.json, grouped by season; a new one goes to
 *   the season folder of its date, a copy of last year's onto this year's
 *   event (admin/save-plan.ts);
 * - Eseménylisták: src/content/events/<year>.json, each a season's list;
 * - A klub adatai: src/content/club.json (organisers, phones, departure points).
 *
 * On the real site a volunteer signs in with GitHub and every save is a pull
 * request (editorial workflow); CI checks it and merging it deploys. On a
 * volunteer's own machine (`npm run editor`) the same page saves into the
 * checkout through the local backend (vite-plugins/vite-editor.ts).
 */
import { CONTENT_PATHS } from '../content-check/content-check.ts';
import { LOCAL_BACKEND_PATH } from './addresses.ts';
import {
  clubFields,
  type DeparturePointChoice,
  type EditorField,
  eventFields,
  tripFields,
} from './fields.ts';
import { COLLECTIONS, SEASON_KEY } from './save-plan.ts';

/** The formats the editor reads and writes content files with (admin/main.tsx registers them). */
export const FORMATS = {
  /** A trip file: JSON, written as Prettier would lay it out. */
  [COLLECTIONS.trips]: 'turafajl',
  /** A season's event list: a JSON list in the file, `{ events }` in the form. */
  [COLLECTIONS.events]: 'esemenylista',
  /** The club settings. */
  [COLLECTIONS.club]: 'klubfajl',
} as const;

/** Where the editor publishes on the real site; from the build's environment (vite.admin.config.ts). */
export interface PublishingSettings {
  /** `owner/name` of the site's GitHub repository. */
  repo: string;
  /** The address of the OAuth client that signs volunteers in with GitHub (trips/README.md). */
  authUrl: string;
  /** The site's public address, for Decap's link back to it. */
  siteUrl: string;
}

/** A season's list: its events, in the form of one event each (admin/fields.ts). */
const eventListField: EditorField = {
  name: 'events',
  label: 'Események',
  label_singular: 'esemény',
  widget: 'list',
  summary: '{{fields.date}} · {{fields.name}}',
  hint: 'Időrendben. Az új lista évada az első esemény dátumából adódik.',
  fields: eventFields(),
};

/** What the editor's configuration takes beyond where it publishes. */
export interface EditorOptions {
  /** The club's departure points, which a trip's departures are picked from. */
  departurePoints?: readonly DeparturePointChoice[];
  /**
   * Decap's in-memory `test-repo` backend instead of GitHub: the whole editorial workflow (save,
   * review, publish) without a repository, for the tests and for trying the editor out on one's
   * own machine (admin/main.tsx allows it only there). Nothing is written anywhere.
   */
  testRepo?: boolean;
}

export function editorConfig(publishing: PublishingSettings, origin: string, options: EditorOptions = {}) {
  return {
    load_config_file: false,
    locale: 'hu',
    backend: {
      name: options.testRepo ? 'test-repo' : 'github',
      repo: publishing.repo,
      branch: 'main',
      ...(publishing.authUrl ? { base_url: publishing.authUrl } : {}),
      commit_messages: {
        create: 'Szerkesztő: új {{collection}} – {{path}}',
        update: 'Szerkesztő: {{path}} módosítva',
        delete: 'Szerkesztő: {{path}} törölve',
        uploadMedia: 'Szerkesztő: új kép – {{path}}',
        deleteMedia: 'Szerkesztő: kép törölve – {{path}}',
      },
    },
    // Every save a pull request that CI checks; the local backend saves straight to disk instead.
    publish_mode: 'editorial_workflow',
    // Used only where the editor runs on 127.0.0.1 or localhost (Decap checks the page's host);
    // left out for the in-memory repository, which Decap would otherwise replace with it.
    ...(options.testRepo ? {} : { local_backend: { url: `${origin}${LOCAL_BACKEND_PATH}` } }),
    media_folder: 'public/pictures',
    public_folder: '/pictures',
    logo_url: '/favicon.svg',
    // No host builds a preview of a pull request here: the check in the preview pane stands in for it.
    show_preview_links: false,
    ...(publishing.siteUrl ? { site_url: publishing.siteUrl, display_url: publishing.siteUrl } : {}),
    collections: [
      {
        name: COLLECTIONS.trips,
        label: 'Túrák',
        label_singular: 'túra',
        description: 'Minden túrának saját oldala van; évadonként csoportosítva.',
        folder: CONTENT_PATHS.trips,
        extension: 'json',
        format: FORMATS[COLLECTIONS.trips],
        create: true,
        identifier_field: 'key',
        slug: '{{key}}',
        // The season folder: set on save from the trip's date (admin/save-plan.ts).
        path: `{{${SEASON_KEY}}}/{{slug}}`,
        summary: '{{startDate}} · {{title}}',
        sortable_fields: [
          { field: 'startDate', label: 'Dátum', default_sort: 'desc' },
          { field: 'title', label: 'Cím' },
          { field: 'key', label: 'Kulcs' },
        ],
        view_groups: [{ label: 'Évad', field: 'startDate', pattern: '^\\d{4}' }],
        fields: tripFields(options.departurePoints),
      },
      {
        name: COLLECTIONS.events,
        label: 'Eseménylisták',
        label_singular: 'eseménylista',
        description: 'Évadonként a túrák listája: a kezdőlap kártyái és az éves program ebből készülnek.',
        folder: CONTENT_PATHS.events,
        extension: 'json',
        format: FORMATS[COLLECTIONS.events],
        create: true,
        identifier_field: 'events',
        slug: `{{${SEASON_KEY}}}`,
        summary: '{{filename}}. évi program',
        fields: [eventListField],
      },
      {
        name: COLLECTIONS.club,
        label: 'A klub adatai',
        files: [
          {
            name: 'klub',
            label: 'Szervezők és indulási helyek',
            file: CONTENT_PATHS.club,
            format: FORMATS[COLLECTIONS.club],
            fields: clubFields(),
          },
        ],
      },
    ],
  };
}
