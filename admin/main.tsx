/**
 * The editor at /admin/: Decap CMS with the club's forms (admin/editor-config.ts),
 * the site's trip page as its preview, and the content check of `npm run
 * trips:check` as the gate of every save. Built on its own (vite.admin.config.ts),
 * so none of it reaches a visitor of the site.
 */
import CMS from 'decap-cms-app';
import { fromJS } from 'immutable';
import { CONTENT_PATHS, type ContentSources } from '../content-check/content-check.ts';
import actionStyles from '../src/actions.css?inline';
import siteStyles from '../src/styles.css?inline';
import { CONTENT_SNAPSHOT } from './addresses.ts';
import { editorConfig, FORMATS, type PublishingSettings } from './editor-config.ts';
import { jsonText } from './json-text.ts';
import { CoordinatesControl, CoordinatesPreview } from './coordinates-widget.tsx';
import { fieldIssues } from './field-issues.ts';
import { registerCountingList } from './list-widget.tsx';
import { NumberControl, NumberPreview } from './number-widget.tsx';
import { pictureControl, PicturePreview } from './picture-widget.tsx';
import {
  COORDINATES_WIDGET,
  type DeparturePointChoice,
  NUMBER_WIDGET,
  PICTURE_WIDGET,
  TRACK_WIDGET,
} from './fields.ts';
import { entryMediaFiles, keepingReplacedFiles, stageEntryTracks } from './track-uploads.ts';
import { TrackControl, TrackPreview } from './track-widget.tsx';
import { editorPhrases } from './phrases.ts';
import { checkPreview, entryToSave, tripPreview } from './previews.tsx';
import { COLLECTIONS, fileDocument, planSave } from './save-plan.ts';
import previewStyles from './preview.css?inline';
import './editor.css';

/** The content the check compares an entry with, as the server has it (vite-plugins/vite-editor.ts). */
const SNAPSHOT_URL = new URL(CONTENT_SNAPSHOT, document.baseURI).href;

let snapshot: ContentSources;

async function loadSnapshot(): Promise<ContentSources> {
  // On a volunteer's machine the files change with every save; on the site, with every deploy.
  const response = await fetch(SNAPSHOT_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${SNAPSHOT_URL}: ${response.status}`);
  snapshot = (await response.json()) as ContentSources;
  return snapshot;
}

/** A refused save: Decap shows `String(error)`, which for a nameless error is the message alone. */
function refusal(message: string): Error {
  const error = new Error(message);
  error.name = '';
  return error;
}

const publishing: PublishingSettings = {
  repo: import.meta.env.VITE_EDITOR_REPO ?? '',
  authUrl: import.meta.env.VITE_EDITOR_AUTH_URL ?? '',
  siteUrl: import.meta.env.VITE_SITE_URL ?? '',
};

const onOwnMachine = ['localhost', '127.0.0.1'].includes(location.hostname);

/**
 * `/admin/?proba` on one's own machine: the editor on Decap's in-memory repository, filled with
 * the content as the server has it, so the tests (and a volunteer trying it out) can go through
 * the site's whole publishing flow (save, review, publish) with nothing written anywhere. Never
 * on the site itself: there the page's host is not the own machine's.
 */
const onTestRepo = onOwnMachine && new URLSearchParams(location.search).has('proba');

/** The in-memory repository's files (Decap's `window.repoFiles`): the snapshot's content files. */
function testRepoFiles(sources: ContentSources) {
  const tree: Record<string, unknown> = {};
  const files = [...sources.trips, ...sources.events, sources.club, sources.pages];
  for (const { file, text } of files) {
    const segments = file.split('/');
    let folder = tree;
    for (const segment of segments.slice(0, -1)) folder = (folder[segment] ??= {}) as Record<string, unknown>;
    folder[segments.at(-1)!] = { path: file, content: text };
  }
  // Decap's test backend lists a folder by its whole path as one key, and reads and writes a file
  // segment by segment: both name the same folder object, so what it writes, it lists.
  const folderOf = (path: string) =>
    path.split('/').reduce((folder, segment) => (folder[segment] ??= {}) as Record<string, unknown>, tree);
  tree[CONTENT_PATHS.events] = folderOf(CONTENT_PATHS.events);
  return tree;
}

/** The club's departure points in the snapshot, which a trip's departures are picked from. */
function departurePoints(sources: ContentSources): DeparturePointChoice[] {
  try {
    const club = JSON.parse(sources.club.text) as {
      departurePoints?: Array<{ id?: unknown; name?: unknown }>;
    };
    return (club.departurePoints ?? []).flatMap((point) =>
      typeof point.id === 'string' && typeof point.name === 'string'
        ? [{ id: point.id, name: point.name }]
        : [],
    );
  } catch {
    // A club file that does not read: the check names it; the field stays a text field meanwhile.
    return [];
  }
}

function notSetUp() {
  const note = document.createElement('main');
  note.className = 'editor-not-set-up';
  note.innerHTML =
    '<h1>A szerkesztő még nincs beállítva</h1>' +
    '<p>Ehhez a honlaphoz még nem tartozik GitHub-bejelentkezés. A beállítás lépéseit a tároló ' +
    '<code>trips/README.md</code> fájlja írja le (<em>Szerkesztés a böngészőben</em>). Addig a túrák ' +
    'a saját gépen szerkeszthetők: <code>npm run editor</code>.</p>';
  document.body.append(note);
}

async function start() {
  await loadSnapshot();

  CMS.registerLocale('hu', editorPhrases(onOwnMachine && !onTestRepo ? 'ownMachine' : 'site'));
  registerCountingList();
  CMS.registerWidget(NUMBER_WIDGET, NumberControl as never, NumberPreview as never);
  CMS.registerWidget(TRACK_WIDGET, TrackControl as never, TrackPreview as never);
  CMS.registerWidget(
    PICTURE_WIDGET,
    pictureControl(() => snapshot.pictures) as never,
    PicturePreview as never,
  );
  CMS.registerWidget(COORDINATES_WIDGET, CoordinatesControl as never, CoordinatesPreview as never);
  // A track uploaded again under its name replaces the old file when the entry is saved, not before.
  for (const name of ['github', 'proxy']) {
    const backend = CMS.getBackend(name) as { init: (...args: never[]) => never } | undefined;
    if (!backend) continue;
    const init = backend.init;
    backend.init = (...args) => keepingReplacedFiles(init(...args));
  }
  // Decap's test backend reads every file of a folder as an upload; a trip's folder holds the trip
  // documents and tracks as text, which it cannot: the tracks of the in-memory repository are none.
  const testBackend = CMS.getBackend('test-repo') as { init: (...args: never[]) => never } | undefined;
  if (onTestRepo && testBackend) {
    const init = testBackend.init;
    testBackend.init = (...args) => {
      const backend = init(...args) as { getMedia: (folder?: string) => Promise<unknown[]> };
      const getMedia = backend.getMedia.bind(backend);
      backend.getMedia = (folder) => {
        try {
          return getMedia(folder);
        } catch {
          return Promise.resolve([]);
        }
      };
      return backend as never;
    };
  }
  for (const [collection, format] of Object.entries(FORMATS)) {
    CMS.registerCustomFormat(format, 'json', {
      // An event list is a list in its file; Decap's form needs an object around it.
      fromFile: (text) => {
        const value = JSON.parse(text) as unknown;
        return collection === COLLECTIONS.events ? { events: value } : value;
      },
      toFile: (data) => jsonText(fileDocument(collection, data as Record<string, unknown>)),
    });
  }

  CMS.registerPreviewStyle(siteStyles, { raw: true });
  CMS.registerPreviewStyle(actionStyles, { raw: true });
  CMS.registerPreviewStyle(previewStyles, { raw: true });
  CMS.registerPreviewTemplate(COLLECTIONS.trips, tripPreview(() => snapshot) as never);
  CMS.registerPreviewTemplate(COLLECTIONS.events, checkPreview(() => snapshot) as never);
  CMS.registerPreviewTemplate('klub', checkPreview(() => snapshot) as never);

  // The gate: what `npm run trips:check` would refuse is not saved; the volunteer reads why in
  // the form's words, each field by its label (admin/field-issues.ts).
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      await stageEntryTracks(entryMediaFiles(entry));
      const toSave = entryToSave(entry);
      const plan = planSave(toSave, await loadSnapshot());
      if (plan.refusal) throw refusal(plan.refusal);
      if (plan.issues.length > 0) {
        const lines = fieldIssues(plan.issues, toSave.collection, fileDocument(toSave.collection, plan.data));
        throw refusal(`Javítsa ki, és mentse újra:\n${lines.map((line) => `• ${line}`).join('\n')}`);
      }
      return fromJS(plan.data);
    },
  });

  // A phone opens the form, not the preview beside it (admin/editor.css); Decap keeps the choice here.
  if (matchMedia('(max-width: 799px)').matches && localStorage.getItem('cms.right-pane') === null) {
    localStorage.setItem('cms.right-pane', 'none');
  }
  if (onTestRepo) Object.assign(window, { repoFiles: testRepoFiles(snapshot) });
  const options = { departurePoints: departurePoints(snapshot), testRepo: onTestRepo };
  CMS.init({ config: editorConfig(publishing, location.origin, options) as never });
}

if (!onOwnMachine && (!publishing.repo || !publishing.authUrl)) notSetUp();
else void start();
