/**
 * The editor's preview pane: the trip as the site shows it (the site's own
 * TripPage and styles), and above it what the content check says of the
 * file being edited, while the volunteer types. What is listed there is what
 * refuses the save (admin/main.tsx).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { currentDay } from '../src/data/today.ts';
import { createContext, type ReactNode, useContext } from 'react';
import { ClubSettingsSchema, type ClubSettings } from '../schema/club.ts';
import { TripSchema, type Trip } from '../schema/trip.ts';
import type { ContentSources } from '../content-check/content-check.ts';
import { TripPage } from '../src/components/trip/trip-page.tsx';
import { withArticle, withCapitalArticle } from '../src/lib/hungarian-article.ts';
import { aboutField, fieldIssues, fieldNotes } from './field-issues.ts';
import {
  COLLECTIONS,
  type EntryToSave,
  fileDocument,
  planSave,
  type SavePlan,
  type SeasonCopy,
} from './save-plan.ts';
import { entryMediaFiles, stagedTracks } from './track-uploads.ts';

/** What Decap hands a preview: the entry being edited, as Decap keeps it (Immutable.js). */
interface PreviewProps {
  entry: { get(key: string): unknown; getIn(path: string[]): unknown };
}

export function entryToSave(entry: PreviewProps['entry']): EntryToSave {
  const data = entry.get('data') as { toJS(): Record<string, unknown> } | undefined;
  // Files uploaded with the entry and not saved yet: its routes' tracks (admin/track-widget.tsx).
  const drafts = entryMediaFiles(entry).flatMap((file) => (file.draft && file.name ? [file.name] : []));
  return {
    collection: String(entry.get('collection')),
    data: data?.toJS() ?? {},
    path: (entry.get('path') as string | undefined) || null,
    newRecord: entry.get('newRecord') === true,
    tracks: stagedTracks(drafts),
  };
}

/**
 * What copying a trip onto a later season does, in the names the editor shows:
 * the season's program it goes to, the event its dates follow, and last year's
 * values to look over, each field by its label (admin/field-issues.ts).
 */
function CopyNote({ copy, document }: { copy: SeasonCopy; document: unknown }) {
  const lines = [
    ...copy.check.map(({ path, value }) => aboutField(path, COLLECTIONS.trips, document, value)),
    ...copy.tracks.map((path) =>
      aboutField(
        path,
        COLLECTIONS.trips,
        document,
        'a tavalyi nyomvonal nem jött át; ha idén is ez az útvonal, töltse fel újra',
      ),
    ),
  ];
  const event = copy.event.name ? `„${copy.event.name}” (${copy.event.date})` : copy.event.date;
  return (
    <div className="editor-copy" role="note">
      <p>
        <strong>Másolat az új évadra.</strong> Mentéskor ez a túra {withArticle(`${copy.toSeason}.`)} évi
        program túrái közé kerül, a dátumai az idei eseményhez igazodnak: {event}.{' '}
        {withCapitalArticle(`${copy.fromSeason}.`)} évi túra változatlan marad.
      </p>
      <p>Ellenőrizze ezeket, mert tavalyi értékek:</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        A másolat vázlat: a honlapra addig nem kerül ki. Ha mindent átnézett, kapcsolja ki a Vázlat kapcsolót,
        és mentse újra.
      </p>
    </div>
  );
}

/** The check's verdict on the file, as the preview's first lines, in the form's words (admin/field-issues.ts). */
function CheckReport({ plan, collection }: { plan: SavePlan; collection: string }) {
  const document = fileDocument(collection, plan.data);
  const problems = fieldIssues(plan.issues, collection, document);
  const notes = fieldNotes(plan.noteIssues, collection, document);
  return (
    <section className="editor-check" aria-label="Ellenőrzés">
      {plan.copy ? <CopyNote copy={plan.copy} document={document} /> : null}
      {plan.refusal ? (
        <p className="editor-problems" role="alert">
          {plan.refusal}
        </p>
      ) : problems.length > 0 ? (
        <div className="editor-problems" role="alert">
          <p>
            <strong>Így nem menthető.</strong> Javítsa ki:
          </p>
          <ul>
            {problems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="editor-ok" role="status">
          Az ellenőrzés rendben: így menthető.
        </p>
      )}
      {notes.length > 0 ? (
        <div className="editor-notes" role="note">
          <p>
            <strong>Még nézze át</strong> (a mentést nem akadályozza):
          </p>
          <ul>
            {notes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const PreviewedTrip = createContext<{ trip: Trip; club: ClubSettings } | null>(null);

function PreviewedTripPage() {
  const previewed = useContext(PreviewedTrip);
  return previewed ? (
    <TripPage trip={previewed.trip} club={previewed.club} takingLive="ki nem kapcsolja a Vázlat kapcsolót" />
  ) : null;
}

// TripPage's links need a router, and its parts read today from the router's context, as on the
// site; one in memory, so the editor's own address is left alone.
const router = createRouter({
  routeTree: createRootRoute({ component: PreviewedTripPage }),
  history: createMemoryHistory({ initialEntries: ['/'] }),
  context: { today: currentDay },
});
const queryClient = new QueryClient();

/** A field of an event list that may not read yet: its text, or nothing. */
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function clubOf(snapshot: ContentSources): ClubSettings | null {
  try {
    const parsed = ClubSettingsSchema.safeParse(JSON.parse(snapshot.club.text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The pane's content in the site's own frame of a page (src/styles.css's `.site-main`): its side
 * margin, narrower on a phone, so the verdict and the page sit off the pane's edges as on the site.
 */
const PreviewFrame = ({ children }: { children: ReactNode }) => <div className="site-main">{children}</div>;

/** The preview of a trip file: the check's verdict, then the page as visitors will see it. */
export function tripPreview(snapshot: () => ContentSources) {
  return function TripPreview({ entry }: PreviewProps) {
    const plan = planSave(entryToSave(entry), snapshot());
    const parsed = TripSchema.safeParse(fileDocument(COLLECTIONS.trips, plan.data));
    const club = clubOf(snapshot());
    return (
      <PreviewFrame>
        <CheckReport plan={plan} collection={COLLECTIONS.trips} />
        {parsed.success && club ? (
          <PreviewedTrip.Provider value={{ trip: parsed.data, club }}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </PreviewedTrip.Provider>
        ) : (
          <p className="editor-waiting">Az oldal képe akkor látszik, ha a fenti hibák ki vannak javítva.</p>
        )}
      </PreviewFrame>
    );
  };
}

/** The preview of an event list or the club settings: the check's verdict on the file. */
export function checkPreview(snapshot: () => ContentSources) {
  return function CheckPreview({ entry }: PreviewProps) {
    const toSave = entryToSave(entry);
    const plan = planSave(toSave, snapshot());
    const events = toSave.collection === COLLECTIONS.events ? (plan.data.events as unknown[]) : [];
    return (
      <PreviewFrame>
        <CheckReport plan={plan} collection={toSave.collection} />
        {events.length > 0 ? (
          <ol className="editor-events">
            {events.map((event, index) => {
              const { date, name } = (event ?? {}) as { date?: unknown; name?: unknown };
              return <li key={index}>{`${asText(date)} – ${asText(name)}`}</li>;
            })}
          </ol>
        ) : null}
      </PreviewFrame>
    );
  };
}
