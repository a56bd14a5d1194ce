/**
 * The editor at /admin/: Decap CMS with the club's forms (admin/editor-config.ts),
 * the site's trip page as its preview, and the content check of `npm run
 * trips:check` as the gate of every save. Built on its own (vite.admin.config.ts),
 * so none of it reaches a visitor of the site.
 */
import CMS from 'decap-cms-app';
import { fromJS } from 'immutable';
import type { ContentSources } from '../content-check/content-check.ts';
import actionStyles from '../src/actions.css?inline';
import siteStyles from '../src/styles.css?inline';
import { CONTENT_SNAPSHOT } from './addresses.ts';
import { editorConfig, FORMATS, type PublishingSettings } from './editor-config.ts';
import { jsonText } from './json-text.ts';
import { NumberControl, NumberPreview } from './number-widget.tsx';
import { NUMBER_WIDGET, TRACK_WIDGET } from './fields.ts';
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

  CMS.registerLocale('hu', editorPhrases(onOwnMachine ? 'ownMachine' : 'site'));
  CMS.registerWidget(NUMBER_WIDGET, NumberControl as never, NumberPreview as never);
  CMS.registerWidget(TRACK_WIDGET, TrackControl as never, TrackPreview as never);
  // A track uploaded again under its name replaces the old file when the entry is saved, not before.
  for (const name of ['github', 'proxy']) {
    const backend = CMS.getBackend(name) as { init: (...args: never[]) => never } | undefined;
    if (!backend) continue;
    const init = backend.init;
    backend.init = (...args) => keepingReplacedFiles(init(...args));
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

  // The gate: what `npm run trips:check` would refuse is not saved, with its own lines.
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      await stageEntryTracks(entryMediaFiles(entry));
      const plan = planSave(entryToSave(entry), await loadSnapshot());
      if (plan.refusal) throw refusal(plan.refusal);
      if (plan.problems.length > 0) {
        throw refusal(`Az ellenőrzés (npm run trips:check) ezt találta:\n${plan.problems.join('\n')}`);
      }
      return fromJS(plan.data);
    },
  });

  // A phone opens the form, not the preview beside it (admin/editor.css); Decap keeps the choice here.
  if (matchMedia('(max-width: 799px)').matches && localStorage.getItem('cms.right-pane') === null) {
    localStorage.setItem('cms.right-pane', 'none');
  }
  CMS.init({ config: editorConfig(publishing, location.origin) as never });
}

if (!onOwnMachine && (!publishing.repo || !publishing.authUrl)) notSetUp();
else void start();
