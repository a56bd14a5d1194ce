/**
 * `npm run golive:check`: what a club checks before its first deploy, read as the deploy
 * reads it, one Hungarian line an item, ✓ set or ✗ missing with where to set it; exit
 * status 1 when something the deploy needs is missing.
 *
 * - firebase.json (what `firebase deploy` uploads and how it is served, the Firestore rules)
 *   and .firebaserc (the project the Firebase CLI uses when none is named);
 * - the build's variables, as the deploy workflow's build step is given them;
 * - the other settings the deploy workflow uses (its service accounts' keys);
 * - in the club's Firestore (the emulator's, when FIRESTORE_EMULATOR_HOST is set): the
 *   organisers' list the rules look writers up in, and whether the rules in force are
 *   firestore.rules;
 * - what only the Firebase and Google Cloud consoles show, as a list to tick by hand.
 *
 * GitHub does not show a repository's settings to anyone but GitHub's runner (a secret
 * never), so the settings are read from this command's environment, under the names the
 * workflow gives them: the repository's name (`SITE_URL`) or the one a step passes it as
 * (`VITE_SITE_URL`). Nothing secret is printed: a key is named by its service account.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORGANISERS_COLLECTION } from '../schema/collections.ts';
import type { FirebaseEnv } from '../src/data/firebase-config.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';
import { normaliseSiteUrl } from '../vite-plugins/vite-site-url.ts';
import { openAdminApp, openAdminFirestore, whereWritten } from './admin-project.ts';
import {
  DEPLOY_WORKFLOW,
  readWorkflow,
  settingUses,
  stepLabel,
  type SettingUse,
  type Workflow,
} from './deploy-workflow.ts';
import { runAsCommand } from './command.ts';

export interface Item {
  ok: boolean;
  text: string;
}
export interface Section {
  title: string;
  items: Item[];
}

const set = (text: string): Item => ({ ok: true, text });
const missing = (text: string): Item => ({ ok: false, text });

/** The deploy workflow's job whose settings are checked. */
const DEPLOY_JOB = 'deploy';
/** The command of the step that builds what goes live. */
const BUILD_COMMAND = 'npm run build';
/** The folder `npm run build` writes and `firebase deploy` must upload. */
const BUILD_OUTPUT = 'dist';
const RULES_FILE = 'firestore.rules';
/** What firebase.json's hosting runs before uploading: refuses a dist/ that is not the build asked for. */
const PREDEPLOY = 'npm run deploy:check';
/** How long a read of the club's project may take before it counts as failed. */
const FIRESTORE_TIMEOUT_MS = 30_000;

const GITHUB_SETTINGS = 'a GitHub-tároló Settings → Secrets and variables → Actions oldalán';
/** Where a repository setting is set, as a sentence's end. */
function whereToSet(scope: SettingUse['scope'], name: string): string {
  return scope === 'vars'
    ? `állítsd be ${withArticle(name)} változót ${GITHUB_SETTINGS}, a Variables fülön (New repository variable)`
    : `állítsd be ${withArticle(name)} titkot ${GITHUB_SETTINGS}, a Secrets fülön (New repository secret)`;
}

// ---------------------------------------------------------------------------------------------
// firebase.json and .firebaserc

interface FirebaseJson {
  firestore?: { rules?: string };
  hosting?: {
    public?: string;
    predeploy?: string | string[];
    rewrites?: unknown[];
    headers?: Array<{ source?: string; headers?: Array<{ key: string; value: string }> }>;
  };
}

/** The headers the project's firebase.json gives, by rule: without them the site is served unprotected. */
const EXPECTED_HEADERS: Array<{ source: string; keys: string[] }> = [
  { source: '**', keys: ['Content-Security-Policy', 'Strict-Transport-Security'] },
  { source: '/szervezo/**', keys: ['Content-Security-Policy'] },
];

function readJson<T>(file: string): { value: T } | { problem: string } {
  if (!existsSync(file)) return { problem: 'hiányzik' };
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) as T };
  } catch (error) {
    return { problem: `nem olvasható JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

export function firebaseJsonItems(root: string): Item[] {
  const read = readJson<FirebaseJson>(join(root, 'firebase.json'));
  if ('problem' in read)
    return [missing(`firebase.json ${read.problem}: vedd át a kiinduló tároló firebase.json fájlját`)];
  const { hosting, firestore } = read.value;
  if (!hosting) return [missing('firebase.json: nincs benne hosting rész: vedd át a kiinduló tárolóéból')];
  const items: Item[] = [];
  items.push(
    hosting.public === BUILD_OUTPUT
      ? set(`firebase.json: a tárhely a ${BUILD_OUTPUT}/ mappát tölti fel, amelyet az npm run build ír`)
      : missing(
          `firebase.json: a hosting.public értéke ${JSON.stringify(hosting.public ?? null)}: ` +
            `írd "${BUILD_OUTPUT}"-re, oda ír az npm run build`,
        ),
  );
  items.push(
    (hosting.rewrites ?? []).length === 0
      ? set('firebase.json: nincs átírás (rewrites): minden cím a saját fájlja, a hiányzóra 404 a válasz')
      : missing(
          'firebase.json: a hosting.rewrites átírásokat ad meg: töröld őket; minden címnek saját fájlja van, ' +
            'egy átírás egy hiányzó szkript helyén is HTML-oldalt adna, egy évre gyorsítótárazva',
        ),
  );
  const absent = EXPECTED_HEADERS.flatMap(({ source, keys }) => {
    const given = new Set(
      (hosting.headers ?? [])
        .filter((rule) => rule.source === source)
        .flatMap((rule) => rule.headers ?? [])
        .map((header) => header.key),
    );
    return keys.filter((key) => !given.has(key)).map((key) => `${key} ("${source}")`);
  });
  items.push(
    absent.length === 0
      ? set(
          'firebase.json: megvannak a biztonsági fejlécek (Content-Security-Policy, Strict-Transport-Security, a /szervezo/ saját házirendje)',
        )
      : missing(
          `firebase.json: hiányzik a hosting.headers-ből ${absent.join(', ')}: vedd át a kiinduló tároló firebase.json fájljából`,
        ),
  );
  const predeploy = [hosting.predeploy ?? []].flat();
  items.push(
    predeploy.includes(PREDEPLOY)
      ? set(`firebase.json: feltöltés előtt az ${PREDEPLOY} ellenőrzi a dist/ mappát`)
      : missing(
          `firebase.json: a hosting.predeploy nem futtatja az ${PREDEPLOY} parancsot: írd be ["${PREDEPLOY}"]-ként; ` +
            'enélkül egy rossz build is kimehet',
        ),
  );
  const rules = firestore?.rules;
  items.push(
    rules !== RULES_FILE
      ? missing(
          `firebase.json: a firestore.rules értéke ${JSON.stringify(rules ?? null)}: írd "${RULES_FILE}"-re, ` +
            'különben a telepítés nem viszi ki a tároló Firestore-szabályait',
        )
      : existsSync(join(root, RULES_FILE))
        ? set(`firebase.json: a Firestore-szabályok a ${RULES_FILE} fájlból mennek ki a honlappal együtt`)
        : missing(`${RULES_FILE} hiányzik a tároló gyökeréből: vedd át a kiinduló tárolóból`),
  );
  return items;
}

/** Firebase's rule for a project id: 6–30 lower-case letters, digits and hyphens, from a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
/** Words of the ids that samples and guides put where a project's id belongs. */
const PLACEHOLDER_WORDS = /your|my-project|project-id|projektazonosito|example|placeholder|changeme|todo|xxx/;

/** Why `id` cannot be the club's project, or null. */
export function projectIdProblem(id: string): string | null {
  if (id.startsWith('demo-')) return `"${id}" az emulátor mintaprojektje (demo-), nem valódi projekt`;
  if (!PROJECT_ID.test(id) || PLACEHOLDER_WORDS.test(id)) return `"${id}" mintaérték, nem projektazonosító`;
  return null;
}

const PROJECT_ID_HELP = 'Firebase console → Project settings → General → Project ID';

export function firebasercItem(root: string, project: string | null): Item {
  const read = readJson<{ projects?: { default?: string } }>(join(root, '.firebaserc'));
  const example = `{"projects":{"default":"${project ?? '<projektazonosító>'}"}}`;
  if ('problem' in read)
    return missing(
      `.firebaserc ${read.problem}: hozd létre a tároló gyökerében ezzel a tartalommal: ${example} ` +
        `(a projektazonosító: ${PROJECT_ID_HELP})`,
    );
  const id = read.value.projects?.default?.trim();
  if (!id) return missing(`.firebaserc: nincs benne alapértelmezett projekt: írd bele így: ${example}`);
  const problem = projectIdProblem(id);
  if (problem)
    return missing(`.firebaserc: ${problem}: írd be a klub projektjének azonosítóját (${PROJECT_ID_HELP})`);
  if (project && project !== id)
    return missing(
      `.firebaserc: az alapértelmezett projekt "${id}", de a telepítés ${withArticle(`"${project}"`)} projektre megy: ` +
        'írd mindkét helyre ugyanazt',
    );
  return set(`.firebaserc: az alapértelmezett projekt "${id}"`);
}

// ---------------------------------------------------------------------------------------------
// The build's variables and the workflow's other settings

interface VariableRule {
  required: boolean;
  /** what it is and where its value is found, for the line that asks for it */
  what: string;
  problem(value: string): string | null;
}

/**
 * The variables the site's build reads that a live site needs (src/data/firebase-config.ts,
 * src/data/site.ts, the editor's sign-in): without the project, a build is quietly the bundled
 * demo; without the address, link previews and the canonical link are relative.
 */
const BUILD_VARIABLES: Partial<
  Record<keyof FirebaseEnv | 'VITE_SITE_URL' | 'VITE_EDITOR_AUTH_URL', VariableRule>
> = {
  VITE_FIREBASE_PROJECT_ID: {
    required: true,
    what: `a klub Firebase-projektjének azonosítója (${PROJECT_ID_HELP})`,
    problem: projectIdProblem,
  },
  VITE_FIREBASE_API_KEY: {
    required: true,
    what: 'a webes alkalmazás API-kulcsa (Firebase console → Project settings → General → Your apps → apiKey)',
    // Google's browser keys are `AIza` and 35 more characters.
    problem: (value) => (/^AIza[\w-]{30,}$/.test(value) ? null : 'nem Google API-kulcs (AIza… kezdetű)'),
  },
  VITE_SITE_URL: {
    required: true,
    what: 'a honlap nyilvános címe, https://…/',
    problem: httpsProblem,
  },
  VITE_EDITOR_AUTH_URL: {
    required: false,
    what: 'az /admin/ szerkesztő GitHub-belépő szolgáltatásának címe (trips/README.md); nélküle a szerkesztő jelzi, hogy nincs beállítva',
    problem: httpsProblem,
  },
};

function httpsProblem(value: string): string | null {
  const url = normaliseSiteUrl(value);
  return url?.startsWith('https://') ? null : `"${value}" nem https-cím`;
}

/** The settings a deploy can go without, and what is missing then. */
const OPTIONAL_SETTINGS = new Set(['EDITOR_AUTH_URL']);
/** GitHub gives every run this one itself. */
const GITHUB_OWN = new Set(['GITHUB_TOKEN']);

/** What each secret the workflow uses is, for the line that asks for it. */
const SECRET_NOTES: Record<string, string> = {
  FIREBASE_SERVICE_ACCOUNT:
    'a telepítő szolgáltatásfiók JSON-kulcsa, „Firebase Hosting Admin”, „Firebase Rules Admin” és „Service Usage Consumer” szerepkörrel ' +
    '(Firebase console → Project settings → Service accounts, vagy Google Cloud console → IAM & Admin → Service Accounts → Keys → Add key)',
  FIREBASE_HOUSEKEEPING_ACCOUNT:
    'az éjszakai takarítás szolgáltatásfiókjának JSON-kulcsa, csak „Cloud Datastore User” szerepkörrel ' +
    '(Google Cloud console → IAM & Admin → Service Accounts → Keys → Add key)',
};

/** A setting's value as this command's environment holds it: under its own name, or a name a step gets it as. */
function settingValue(env: NodeJS.ProcessEnv, name: string, uses: SettingUse[]): string | undefined {
  const names = [name, ...uses.filter((use) => use.name === name && use.as).map((use) => use.as!)];
  return names.map((candidate) => env[candidate]?.trim()).find((value) => value);
}

/** A key shown by its ends only: enough to find it among a project's keys, never enough to use. */
const masked = (value: string) => (value.length > 12 ? `${value.slice(0, 4)}…${value.slice(-4)}` : '…');

export interface Settings {
  workflow: Workflow;
  uses: SettingUse[];
  env: NodeJS.ProcessEnv;
  /** the build's variables' values, when set */
  build: Partial<Record<string, string>>;
}

export function buildVariableItems(settings: Omit<Settings, 'build'>): {
  items: Item[];
  values: Settings['build'];
} {
  const { workflow, uses, env } = settings;
  const buildStep = workflow.jobs[DEPLOY_JOB]?.steps.find((step) => step.run?.trim() === BUILD_COMMAND);
  const items: Item[] = [];
  const values: Settings['build'] = {};
  for (const [variable, rule] of Object.entries(BUILD_VARIABLES)) {
    const given = buildStep?.env?.[variable];
    const source = uses.find((use) => use.step === buildStep && use.as === variable);
    if (given === undefined) {
      if (rule.required)
        items.push(
          missing(
            `${DEPLOY_WORKFLOW}: ${buildStep ? `a „${stepLabel(buildStep)}” lépés` : `nincs ${BUILD_COMMAND} lépés, amely`} ` +
              `nem adja át ${withArticle(variable)} változót a buildnek (${rule.what}): vedd át a kiinduló tároló deploy.yml-jéből`,
          ),
        );
      continue;
    }
    const value = source ? settingValue(env, source.name, uses) : String(given).trim();
    const from = source
      ? ` (${withArticle(source.name)} ${source.scope === 'vars' ? 'változóból' : 'titokból'})`
      : '';
    const where = source ? whereToSet(source.scope, source.name) : `írd be a ${DEPLOY_WORKFLOW} fájlba`;
    if (!value) {
      items.push(
        rule.required
          ? missing(`${variable} nincs megadva: ${where}; értéke ${rule.what}`)
          : set(`${variable} nincs megadva${from}, nem kötelező; értéke ${rule.what}`),
      );
      continue;
    }
    const problem = rule.problem(value);
    if (problem) {
      items.push(missing(`${variable}: ${problem}${from}: ${where}; értéke ${rule.what}`));
      continue;
    }
    values[variable] = value;
    const shown = variable === 'VITE_FIREBASE_API_KEY' ? masked(value) : value;
    items.push(set(`${variable}: ${shown}${from}`));
  }
  return { items, values };
}

/** Why `value` is not a service account's key (of `project`, when known), or the account's address. */
export function serviceAccountKey(
  value: string,
  project: string | null,
): { account: string } | { problem: string } {
  let key: { type?: unknown; client_email?: unknown; private_key?: unknown; project_id?: unknown };
  try {
    key = JSON.parse(value) as typeof key;
  } catch {
    return { problem: 'nem JSON: a szolgáltatásfiók letöltött kulcsfájljának teljes tartalma kell' };
  }
  if (
    key.type !== 'service_account' ||
    typeof key.client_email !== 'string' ||
    typeof key.private_key !== 'string'
  )
    return { problem: 'nem szolgáltatásfiók JSON-kulcsa (type, client_email, private_key kell benne)' };
  if (project && typeof key.project_id === 'string' && key.project_id !== project)
    return {
      problem: `${withArticle(`"${key.project_id}"`)} projekt kulcsa, nem ${withArticle(`"${project}"`)} projekté`,
    };
  return { account: key.client_email };
}

export function workflowSettingItems(settings: Settings, project: string | null): Item[] {
  const { uses, env } = settings;
  // The settings the build's lines above asked for are not asked for twice.
  const buildSources = new Set(
    uses.filter((use) => use.as && Object.hasOwn(BUILD_VARIABLES, use.as)).map((use) => use.name),
  );
  const names = [...new Map(uses.map((use) => [`${use.scope}.${use.name}`, use])).values()].filter(
    (use) => !buildSources.has(use.name) && !GITHUB_OWN.has(use.name),
  );
  return names.map(({ scope, name }) => {
    const kind = scope === 'vars' ? 'változó' : 'titok';
    const steps = [
      ...new Set(uses.filter((use) => use.name === name).map((use) => `„${stepLabel(use.step)}”`)),
    ];
    const what =
      SECRET_NOTES[name] ??
      `${steps.length > 1 ? 'ezek a lépések használják' : 'ez a lépés használja'}: ${steps.join(', ')}`;
    const value = settingValue(env, name, uses);
    if (!value)
      return OPTIONAL_SETTINGS.has(name)
        ? set(`${name} ${kind} nincs megadva, nem kötelező (${what})`)
        : missing(`${name} ${kind} nincs megadva: ${whereToSet(scope, name)}: ${what}`);
    if (scope === 'secrets' && SECRET_NOTES[name]) {
      const key = serviceAccountKey(value, project);
      return 'problem' in key
        ? missing(`${name} titok: ${key.problem}: ${whereToSet(scope, name)}: ${what}`)
        : set(`${name} titok: ${withArticle(key.account)} szolgáltatásfiók kulcsa`);
    }
    return set(`${name} ${kind}: ${scope === 'secrets' ? 'megadva' : value}`);
  });
}

// ---------------------------------------------------------------------------------------------
// Firestore: the organisers' list and the rules in force

/** The rules' lookup (`isOrganiser` in firestore.rules): the signed-in address in lower case. */
const ORGANISER_ID = /^[^@\s/A-Z]+@[^@\s/A-Z]+\.[a-z]{2,}$/;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`nem válaszolt ${FIRESTORE_TIMEOUT_MS / 1000} s alatt`)),
        FIRESTORE_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * The key a Firestore read is made with: the one of the workflow's secrets whose account the
 * workflow gives that work, when this environment holds it; else the application default
 * credentials. The emulator needs none.
 */
function credentials(env: NodeJS.ProcessEnv, secret: string, project: string) {
  if (env.FIRESTORE_EMULATOR_HOST) return { key: undefined, said: 'az emulátorban' };
  const value = env[secret]?.trim();
  if (value && 'account' in serviceAccountKey(value, project))
    return { key: value, said: `${withArticle(secret)} kulcsával` };
  return {
    key: undefined,
    said: env.GOOGLE_APPLICATION_CREDENTIALS
      ? 'a GOOGLE_APPLICATION_CREDENTIALS kulcsával'
      : 'a gépen beállított gcloud-belépéssel',
  };
}

const CREDENTIALS_HELP =
  'olvasáshoz add meg a kulcsot: FIREBASE_HOUSEKEEPING_ACCOUNT="$(cat kulcs.json)" (vagy GOOGLE_APPLICATION_CREDENTIALS=kulcs.json), ' +
  'egy a projekt Firestore-ját olvasni jogosult fiókét';

async function organiserItem(env: NodeJS.ProcessEnv, project: string): Promise<Item> {
  const { key, said } = credentials(env, 'FIREBASE_HOUSEKEEPING_ACCOUNT', project);
  const add =
    `a Firebase console-ban (Firestore Database → Data) ${withArticle(ORGANISERS_COLLECTION)} gyűjteménybe szervezőnként ` +
    'egy üres dokumentum kell, az azonosítója a szervező e-mail-címe kisbetűvel';
  let ids: string[];
  try {
    const db = await openAdminFirestore(project, key);
    const answer = await withTimeout(db.collection(ORGANISERS_COLLECTION).select().limit(500).get());
    ids = answer.docs.map((doc) => doc.id);
  } catch (error) {
    return missing(
      `${ORGANISERS_COLLECTION}: a szervezők listája nem olvasható ${said} (${firstLine(error)}): ${CREDENTIALS_HELP}`,
    );
  }
  if (ids.length === 0)
    return missing(
      `${ORGANISERS_COLLECTION}: a szervezők listája üres, így senki sem írhat a /szervezo/ oldalon: ${add}`,
    );
  const wrong = ids.filter((id) => !ORGANISER_ID.test(id));
  if (wrong.length > 0)
    return missing(
      `${ORGANISERS_COLLECTION}: ${wrong.length} dokumentum azonosítója nem kisbetűs e-mail-cím (${wrong.join(', ')}), ` +
        `így azokkal senki sem léphet be: ${add}`,
    );
  return set(`${ORGANISERS_COLLECTION}: ${ids.length} szervező szerepel a listán (olvasva ${said})`);
}

/** The rules in force: the emulator's for the project, or the project's released ruleset (Admin SDK). */
async function rulesInForce(
  env: NodeJS.ProcessEnv,
  project: string,
  key: string | undefined,
): Promise<string> {
  if (env.FIRESTORE_EMULATOR_HOST) {
    const response = await withTimeout(
      fetch(`http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}:securityRules`),
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as { rules?: { files?: Array<{ content?: string }> } };
    return answer.rules?.files?.map((file) => file.content ?? '').join('\n') ?? '';
  }
  const { getSecurityRules } = await import('firebase-admin/security-rules');
  const ruleset = await withTimeout(getSecurityRules(await openAdminApp(project, key)).getFirestoreRuleset());
  return ruleset.source.map((file) => file.content).join('\n');
}

const sameRules = (a: string, b: string) =>
  a.replace(/\r\n/g, '\n').trim() === b.replace(/\r\n/g, '\n').trim();

async function rulesItem(root: string, env: NodeJS.ProcessEnv, project: string): Promise<Item> {
  const { key, said } = credentials(env, 'FIREBASE_SERVICE_ACCOUNT', project);
  // The workflow's build reads the events with a visitor's rights before its deploy step sends
  // the rules: under a new project's rules, which let no one read, the first run would fail.
  const deploy =
    `tedd ki őket egyszer kézzel: npx firebase-tools deploy --only firestore:rules --project ${project} ` +
    '(a Deploy munkafolyamat buildje a kint lévő szabályokkal olvassa az eseményeket, mielőtt kitenné a tárolóét; utána minden futása kiteszi őket)';
  if (!existsSync(join(root, RULES_FILE)))
    return missing(`${RULES_FILE} hiányzik, nincs mihez mérni a projekt szabályait`);
  let inForce: string;
  try {
    inForce = await rulesInForce(env, project, key);
  } catch (error) {
    return missing(
      `Firestore-szabályok: nem olvashatók ${said} (${firstLine(error)}): ` +
        (env.FIRESTORE_EMULATOR_HOST
          ? deploy
          : `a FIREBASE_SERVICE_ACCOUNT kulcsával olvashatók; vagy ${deploy}`),
    );
  }
  const from = env.FIRESTORE_EMULATOR_HOST
    ? 'az emulátor szabályai a projektre'
    : `a projekt érvényes szabályai, olvasva ${said}`;
  return sameRules(inForce, readFileSync(join(root, RULES_FILE), 'utf8'))
    ? set(`Firestore-szabályok: ${from} a tároló ${RULES_FILE} fájljával egyeznek`)
    : missing(`Firestore-szabályok: ${from} nem a tároló ${RULES_FILE} fájlja: ${deploy}`);
}

export async function firestoreItems(
  root: string,
  env: NodeJS.ProcessEnv,
  project: string | null,
): Promise<Item[]> {
  if (!project)
    return [
      missing(
        'Firestore: nincs projektazonosító, nem ellenőrizhető: előbb add meg a fenti VITE_FIREBASE_PROJECT_ID-t',
      ),
    ];
  // Both reads go to one project; neither depends on the other.
  return Promise.all([organiserItem(env, project), rulesItem(root, env, project)]);
}

// ---------------------------------------------------------------------------------------------
// What only the consoles show

export function consoleChecklist(project: string | null, siteUrl: string | null): string[] {
  const host = siteUrl ? new URL(siteUrl).host : '<a honlap címe>';
  const origin = siteUrl ? new URL(siteUrl).origin : 'https://<a honlap címe>';
  const authDomain = `${project ?? '<projektazonosító>'}.firebaseapp.com`;
  return [
    'Firebase console → Authentication → Sign-in method → Email/Password: legyen Enabled, és alatta az ' +
      'Email link (passwordless sign-in) is (a szervezők e-mailben kapott linkkel lépnek be a /szervezo/ oldalon)',
    `Firebase console → Authentication → Settings → Authorized domains → Add domain: ${host} ` +
      '(enélkül a belépőlink nem vezet vissza a honlapra)',
    'Google Cloud console → APIs & Services → Credentials → API keys → a webes kulcs (Browser key (auto created by Firebase)) → ' +
      `Application restrictions: Websites, Website restrictions: ${origin}/* és https://${authDomain}/*; ` +
      'API restrictions: Restrict key → Cloud Firestore API, Identity Toolkit API, Token Service API',
  ];
}

// ---------------------------------------------------------------------------------------------

export async function goliveSections(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{
  sections: Section[];
  checklist: string[];
}> {
  let workflow: Workflow | null = null;
  let workflowProblem: Item | null = null;
  try {
    workflow = readWorkflow(root);
  } catch (error) {
    workflowProblem = missing(
      `${DEPLOY_WORKFLOW} nem olvasható (${firstLine(error)}): vedd át a kiinduló tárolóból; ` +
        'a honlapot ez a munkafolyamat építi és teszi ki',
    );
  }
  const uses = workflow ? settingUses(workflow, DEPLOY_JOB) : [];
  const build = workflow
    ? buildVariableItems({ workflow, uses, env })
    : { items: [workflowProblem!], values: {} };
  const project =
    build.values.VITE_FIREBASE_PROJECT_ID ??
    (() => {
      const read = readJson<{ projects?: { default?: string } }>(join(root, '.firebaserc'));
      const id = 'value' in read ? read.value.projects?.default?.trim() : undefined;
      return id && !projectIdProblem(id) ? id : null;
    })();
  const siteUrl = normaliseSiteUrl(build.values.VITE_SITE_URL);
  const sections: Section[] = [
    {
      title: 'Firebase-beállítások (firebase.json, .firebaserc)',
      items: [
        ...firebaseJsonItems(root),
        firebasercItem(root, build.values.VITE_FIREBASE_PROJECT_ID ?? null),
      ],
    },
    { title: `A build változói (${DEPLOY_WORKFLOW}, „Build” lépés)`, items: build.items },
    {
      title: `A Deploy munkafolyamat további beállításai (${DEPLOY_WORKFLOW})`,
      items: workflow ? workflowSettingItems({ workflow, uses, env, build: build.values }, project) : [],
    },
    {
      title: `Firestore (${project ? whereWritten(project) : 'a projekt nem ismert'})`,
      items: await firestoreItems(root, env, project),
    },
  ];
  return { sections, checklist: consoleChecklist(project, siteUrl) };
}

export function report({ sections, checklist }: { sections: Section[]; checklist: string[] }): {
  lines: string[];
  ok: boolean;
} {
  const lines = ['Élesítés előtti ellenőrzés', ''];
  for (const section of sections.filter((candidate) => candidate.items.length > 0)) {
    lines.push(section.title);
    for (const item of section.items) lines.push(`  ${item.ok ? '✓' : '✗'} ${item.text}`);
    lines.push('');
  }
  lines.push('Csak a konzolokban látszik, nézd meg kézzel:');
  for (const item of checklist) lines.push(`  ☐ ${item}`);
  lines.push('');
  const missingCount = sections.flatMap((section) => section.items).filter((item) => !item.ok).length;
  lines.push(
    missingCount === 0
      ? 'Rendben: minden megvan, amit a telepítés igényel; a konzolos tételeket nézd át kézzel.'
      : `Hiányzik ${missingCount} tétel (✗): pótold őket, aztán futtasd újra: npm run golive:check. ` +
          'A GitHub-beállításokat ez a parancs nem látja: a környezetéből olvassa őket, azon a néven, ' +
          'ahogy a munkafolyamat átadja (például SITE_URL=https://… FIREBASE_SERVICE_ACCOUNT="$(cat kulcs.json)").',
  );
  return { lines, ok: missingCount === 0 };
}

/** The command's work. npm runs a script in the project's folder: the configuration there is the one checked. */
export async function goliveCheck(): Promise<number> {
  const { lines, ok } = report(await goliveSections(process.cwd(), process.env));
  for (const line of lines) console.log(line);
  // The Admin SDK's connections would keep the command waiting after its last line.
  const { deleteApp, getApps } = await import('firebase-admin/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
  return ok ? 0 : 1;
}

runAsCommand(import.meta, goliveCheck);
