/**
 * The editor's field for a route's GPX track: the volunteer picks the recorded file, the editor
 * reads it with the content check's own reader (content-check/gpx-track.ts) and shows its
 * figures, or says in Hungarian why it is no route's track and changes nothing. A good file is
 * named after its route (admin/track-uploads.ts) and saved beside the trip document with the
 * entry; the check in the preview and at the save reads it there.
 */
import { Component, type ChangeEvent } from 'react';
import { formatNumber } from '../src/lib/numbers.ts';
import type { TrackFacts } from '../src/lib/track.ts';
import { readTrack } from '../content-check/gpx-track.ts';
import { LENGTH_TOLERANCE } from '../content-check/track-rules.ts';
import {
  entryMediaFiles,
  freeName,
  replaceOnSave,
  routeHolding,
  stageEntryTracks,
  stageTrack,
  trackFileName,
  tracksNamed,
} from './track-uploads.ts';

/** Decap's entry and field, as far as the widget reads them (Immutable.js). */
interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

interface Props {
  value: unknown;
  onChange: (value: string) => void;
  entry: ImmutableLike;
  field: ImmutableLike;
  onPersistMedia: (file: File, options: { field: ImmutableLike }) => unknown;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

interface State {
  /** Why the chosen file was not taken, in Hungarian; null when nothing was refused. */
  problem: string | null;
  /** The figures of the file uploaded here, with its name. */
  uploaded: { name: string; facts: TrackFacts } | null;
  /** What the check will refuse in it, said at once (on a phone the check is a tap away). */
  mismatch: string | null;
}

/** A trip key as the schema takes it: the name of the track file starts with it. */
const KEY = /^[a-z0-9][a-z0-9-]*$/;

/** The figures a hiker reads in a program line: length, climb, descent, highest point. */
export function trackFigures(facts: TrackFacts): string {
  return [
    `${formatNumber(facts.lengthKm)} km`,
    `+${facts.climbM} m`,
    `−${facts.descentM} m`,
    `legmagasabb pont ${facts.highest.heightM} m`,
  ].join(' · ');
}

/** Decap's question before it replaces a file of the same name, answered yes: the volunteer chose the file. */
function replacingWithoutAsking(upload: () => unknown) {
  const asking = Object.getOwnPropertyDescriptor(window, 'confirm');
  window.confirm = () => true;
  try {
    // Decap asks at once, before its first wait.
    upload();
  } finally {
    if (asking) Object.defineProperty(window, 'confirm', asking);
    else delete (window as { confirm?: unknown }).confirm;
  }
}

let uploads = 0;

/** A class, as Decap's widgets are (it keeps a reference to the control for its validation). */
export class TrackControl extends Component<Props, State> {
  override state: State = { problem: null, uploaded: null, mismatch: null };

  /** A file read and taken, waiting for the form to say which route holds it. */
  private pending: { placeholder: string; previous: unknown; text: string; facts: TrackFacts } | null = null;

  handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const key = this.props.entry.getIn(['data', 'key']);
    if (typeof key !== 'string' || !KEY.test(key)) {
      this.setState({
        problem:
          'A választott fájl nincs feltöltve: előbb írja be az oldal kulcsát (pl. program3), a nyomvonal neve abból lesz.',
      });
      return;
    }
    const text = await chosen.text();
    const result = readTrack(chosen.name, text);
    if (!result.ok) {
      this.setState({
        // The file's format by its name, without the tag the check names it by for whom reads the file.
        problem: `A választott fájl nem nyomvonal: ${result.problem}. Ilyen fájl kell: ${result.expected.replace(/\s*\(<\w+>\)/g, '')}. Az útvonal nyomvonala nem változott.`,
      });
      return;
    }
    // Which route this field belongs to shows in the form's data once it holds a value only
    // this field has: the file's name comes from that route's day and level.
    uploads += 1;
    this.pending = {
      placeholder: `feltoltes-${uploads}.gpx`,
      previous: this.props.value,
      text,
      facts: result.facts,
    };
    this.props.onChange(this.pending.placeholder);
  };

  override componentDidMount() {
    // A pull request opened again brings its tracks as files of the entry: the check reads them.
    void stageEntryTracks(entryMediaFiles(this.props.entry));
  }

  override componentDidUpdate() {
    const pending = this.pending;
    if (!pending || this.props.value !== pending.placeholder) return;
    this.pending = null;
    const data = (this.props.entry.get('data') as ImmutableLike).toJS() as { key: string; days?: unknown };
    const place = routeHolding(data, pending.placeholder);
    if (!place?.level) {
      this.props.onChange(typeof pending.previous === 'string' ? pending.previous : '');
      this.setState({
        problem:
          'Előbb válassza ki az útvonal távját (rövid, közepes, hosszú): a nyomvonal fájlneve abból lesz.',
      });
      return;
    }
    const name = freeName(
      trackFileName(data.key, place.dayIndex, place.dayCount, place.level),
      tracksNamed(data, pending.placeholder),
    );
    stageTrack(name, pending.text);
    if (entryMediaFiles(this.props.entry).some((file) => file.name === name && !file.draft))
      replaceOnSave(name);
    const file = new File([pending.text], name, { type: 'application/gpx+xml' });
    replacingWithoutAsking(() => this.props.onPersistMedia(file, { field: this.props.field }));
    this.props.onChange(name);
    const { lengthKm } = pending.facts;
    const stated = place.distanceKm;
    const mismatch =
      stated !== null && Math.abs(lengthKm - stated) > LENGTH_TOLERANCE * stated
        ? `A nyomvonal ${formatNumber(lengthKm)} km, az útvonal távja ${formatNumber(stated)} km: ${LENGTH_TOLERANCE * 100}%-nál több az eltérés, így nem menthető. Javítsa a távot, vagy töltse fel a jó fájlt.`
        : null;
    this.setState({ problem: null, uploaded: { name, facts: pending.facts }, mismatch });
  }

  override render() {
    const { value, forID, classNameWrapper } = this.props;
    const { problem, uploaded, mismatch } = this.state;
    const current =
      typeof value === 'string' && value !== '' && !value.startsWith('feltoltes-') ? value : null;
    return (
      <div className={`${classNameWrapper} editor-track`}>
        <p className="editor-track-file">
          {/* The track by what it is to the route, not by its file's name: the editor names the file. */}
          {current && uploaded?.name === current ? (
            <>
              Feltöltött nyomvonal (mentéskor a túrával együtt kerül a helyére):{' '}
              {trackFigures(uploaded.facts)}
              {uploaded.facts.sample ? ' · minta, a honlap nem kínálja letöltésre' : ''}
            </>
          ) : current ? (
            'Ennek az útvonalnak van nyomvonala.'
          ) : (
            'Ennek az útvonalnak még nincs nyomvonala.'
          )}
        </p>
        <label className="editor-track-upload">
          {current ? 'Másik GPX fájl feltöltése helyette' : 'GPX fájl feltöltése'}
          <input
            id={forID}
            type="file"
            accept=".gpx,application/gpx+xml"
            onChange={(event) => void this.handleFile(event)}
            onFocus={this.props.setActiveStyle}
            onBlur={this.props.setInactiveStyle}
          />
        </label>
        {problem ? (
          <p className="editor-track-problem" role="alert">
            {problem}
          </p>
        ) : uploaded?.name === current && mismatch ? (
          <p className="editor-track-problem" role="alert">
            {mismatch}
          </p>
        ) : null}
      </div>
    );
  }
}

export function TrackPreview({ value }: { value: unknown }) {
  return <span>{typeof value === 'string' ? value : ''}</span>;
}
