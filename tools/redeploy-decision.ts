/**
 * Whether the deploy workflow's check every quarter of an hour builds and
 * deploys (tools/events-changed.ts): a pure function of what the check read of
 * the live site's snapshot stamp (vite-plugins/vite-events-snapshot.ts) and
 * of Firestore. Whatever it cannot be sure of counts as a change: a deploy
 * too many costs a few minutes of CI; one too few leaves the prerendered
 * pages, naptar.ics, feed.xml and the link previews behind an organiser's
 * change until the night's deploy.
 */
import type { SnapshotStamp } from '../vite-plugins/vite-events-snapshot.ts';
import { budapestDateTimeWithOffset } from '../src/lib/budapest-time.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';

/**
 * How much earlier than the stamp a change counts as later than it. The stamp
 * is the build machine's clock; the change marker's `staticAt` is Google's,
 * taken when the write arrived, and the write is seen by reads a moment later,
 * once committed. Two minutes cover both many times over; what it costs is one
 * deploy more when an organiser saved in the two minutes before a build began.
 */
export const CLOCK_MARGIN_MS = 2 * 60_000;

/** What the live site's stamp says, or why it could not be read. */
export type DeployedStamp = { stamp: SnapshotStamp } | { unreadable: string };

/**
 * Firestore's answer: when the last change the static pages show was made (the change
 * marker's `staticAt`, schema/changes.ts), null when nothing was ever recorded, or why it
 * could not be read.
 */
export type LaterChange = { staticAt: Date | null } | { unreadable: string };

export interface Decision {
  changed: boolean;
  /** One line for the run's log and summary, Hungarian. */
  reason: string;
}

const when = (instant: Date) => `${budapestDateTimeWithOffset(instant)} (budapesti idő)`;

/**
 * From when a change counts as later than the snapshot: the stamp less CLOCK_MARGIN_MS.
 * Null when the stamp alone decides that the site is built again: it is of
 * another project, or later than now (a clock gone wrong, which would hide
 * every change until then).
 */
export function changesAskedAfter(deployed: DeployedStamp, project: string, now: Date): Date | null {
  if (!('stamp' in deployed) || deployed.stamp.project !== project) return null;
  const readAt = new Date(deployed.stamp.readAt).getTime();
  if (readAt > now.getTime() + CLOCK_MARGIN_MS) return null;
  return new Date(readAt - CLOCK_MARGIN_MS);
}

/**
 * Changed (build and deploy) unless the live site's stamp names this project,
 * is no later than now, and the change marker says that the last change the
 * static pages show (removals included) was made no later than changesAskedAfter.
 * Edits in the Firebase console move no marker: the night's deploy takes them.
 * `later` is undefined when Firestore was not asked.
 */
export function redeployDecision(
  project: string,
  now: Date,
  deployed: DeployedStamp,
  later: LaterChange | undefined,
): Decision {
  const deploy = (reason: string): Decision => ({ changed: true, reason: `${reason}: build és telepítés.` });
  if ('unreadable' in deployed)
    return deploy(
      `A kint lévő honlapról nem olvasható, mikor készült az események pillanatképe (${deployed.unreadable})`,
    );
  const { stamp } = deployed;
  const readAt = new Date(stamp.readAt);
  if (stamp.project !== project)
    return deploy(
      `A kint lévő honlap ${withArticle(`"${stamp.project}"`)} projekt eseményeiből készült, nem ${withArticle(`"${project}"`)} projektéből`,
    );
  const since = changesAskedAfter(deployed, project, now);
  if (!since)
    return deploy(`A kint lévő pillanatkép ideje, ${when(readAt)}, a mostaninál későbbi (rossz óra?)`);
  if (!later) return deploy('A Firestore-t nem kérdeztük meg');
  if ('unreadable' in later) return deploy(`A Firestore nem válaszolt (${later.unreadable})`);
  const quiet = (since: string): Decision => ({
    changed: false,
    reason: `Nincs változás: a kint lévő pillanatkép (${when(readAt)}) óta ${since}; nincs build, nincs telepítés.`,
  });
  if (!later.staticAt)
    return quiet('semmit sem változtattak (a változásjelzőt, meta/changes, még senki sem írta)');
  if (later.staticAt.getTime() <= since.getTime())
    return quiet(`semmit sem változtattak (az utolsó változás: ${when(later.staticAt)})`);
  return deploy(
    `Változott: az események utolsó változása ${when(later.staticAt)} történt, a kint lévő pillanatkép ${when(readAt)} készült`,
  );
}
