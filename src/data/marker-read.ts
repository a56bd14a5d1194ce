import type { ChangeMarker } from './change-marker.ts';
import { parseEmulatorHost, type FirebaseWebConfig } from './firebase-config.ts';
import { READ_TIMEOUT_MS, withTimeout } from './read-timeout.ts';
import { MARKER_COLLECTION, MARKER_DOCUMENT } from '../../schema/collections.ts';

/**
 * The change marker: one document read, however the collection grows. Posted as plain text
 * to Firestore's REST `batchGet` rather than through the SDK's `getDoc`: a simple request,
 * with no preflight before it, no SDK code for single documents in the page, and a marker
 * not written yet answered as `missing`, not as an HTTP 404 in the console.
 */
export async function readChangeMarker(config: FirebaseWebConfig): Promise<ChangeMarker> {
  const emulator = config.emulatorHost && parseEmulatorHost(config.emulatorHost);
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const database = `projects/${config.projectId}/databases/(default)`;
  const key = config.apiKey ? `?key=${encodeURIComponent(config.apiKey)}` : '';
  const response = await withTimeout(
    fetch(`${origin}/v1/${database}/documents:batchGet${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({
        documents: [`${database}/documents/${MARKER_COLLECTION}/${MARKER_DOCUMENT}`],
      }),
    }),
    READ_TIMEOUT_MS,
  );
  const body = (await response.json().catch(() => null)) as MarkerAnswer | MarkerAnswer[] | null;
  const answer = Array.isArray(body) ? body[0] : body;
  // Google's status as the SDK's error code (`PERMISSION_DENIED` is `permission-denied`); an
  // answer that was not Firestore's (a gateway's or a Wi-Fi login page) is `unknown`, as the
  // SDK reports it, so src/data/read-failure.ts tells them apart alike.
  if (!response.ok || !(answer?.found || answer?.missing))
    throw Object.assign(new Error(`meta/changes: ${answer?.error?.status ?? response.status}`), {
      code: answer?.error?.status?.toLowerCase().replaceAll('_', '-') ?? 'unknown',
    });
  // Missing until an organiser's first change.
  const { visibleAt, removals } = answer.found?.fields ?? {};
  return { visibleAt: visibleAt?.timestampValue ?? null, removals: Number(removals?.integerValue ?? 0) };
}

/** Firestore's REST answer for one document of a batchGet: found with its typed fields, missing, or Google's error. */
interface MarkerAnswer {
  found?: { fields?: { visibleAt?: { timestampValue?: string }; removals?: { integerValue?: string } } };
  missing?: string;
  error?: { status?: string };
}
