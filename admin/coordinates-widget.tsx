/**
 * The editor's field of a place on the map: two number fields, latitude and
 * longitude, side by side, instead of a group a volunteer would read as
 * JSON. Each takes typed text as the number field does (admin/number-widget.tsx):
 * what is no plain number stays as typed, and the content check refuses it,
 * naming the field. Both left empty, the place has no coordinates.
 */
import { fromJS } from 'immutable';
import { Component, type ChangeEvent } from 'react';
import { typedNumber } from './number-widget.tsx';

type Part = 'lat' | 'lon';

/** What Decap hands a widget as an object's value: an Immutable.js map, or a plain object. */
interface MapLike {
  toJS(): unknown;
}

function partsOf(value: unknown): Partial<Record<Part, unknown>> {
  const plain = value && typeof (value as MapLike).toJS === 'function' ? (value as MapLike).toJS() : value;
  return plain && typeof plain === 'object' ? plain : {};
}

const shown = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

interface FieldLike {
  get(key: string): unknown;
}

interface Props {
  value: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
  field: FieldLike;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/** The labels of the group's two fields (admin/labels.ts), by name. */
function partLabels(field: FieldLike): Record<Part, string> {
  const labels: Record<Part, string> = { lat: 'Szélesség (fok)', lon: 'Hosszúság (fok)' };
  const fields = field.get('fields') as { toJS(): Array<{ name: string; label: string }> } | undefined;
  for (const part of fields?.toJS() ?? []) {
    if (part.name === 'lat' || part.name === 'lon') labels[part.name] = part.label;
  }
  return labels;
}

/** A class, as Decap's widgets are (admin/number-widget.tsx says why). */
export class CoordinatesControl extends Component<Props, Record<Part, string>> {
  override state = { lat: shown(partsOf(this.props.value).lat), lon: shown(partsOf(this.props.value).lon) };

  handleChange = (part: Part) => (event: ChangeEvent<HTMLInputElement>) => {
    const texts = { ...this.state, [part]: event.target.value };
    this.setState(texts);
    const value: Partial<Record<Part, number | string>> = {};
    for (const name of ['lat', 'lon'] as const) {
      if (texts[name].trim() !== '') value[name] = typedNumber(texts[name]);
    }
    this.props.onChange(Object.keys(value).length > 0 ? fromJS(value) : null);
  };

  override render() {
    const { forID, classNameWrapper, field } = this.props;
    const labels = partLabels(field);
    return (
      <div className={`${classNameWrapper} editor-coordinates`}>
        {(['lat', 'lon'] as const).map((part) => (
          <label key={part}>
            <span>{labels[part]}</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              id={part === 'lat' ? forID : `${forID}-${part}`}
              value={this.state[part]}
              onChange={this.handleChange(part)}
              onFocus={this.props.setActiveStyle}
              onBlur={this.props.setInactiveStyle}
            />
          </label>
        ))}
      </div>
    );
  }
}

export function CoordinatesPreview({ value }: { value: unknown }) {
  const { lat, lon } = partsOf(value);
  return <span>{`${shown(lat)} ${shown(lon)}`.trim()}</span>;
}
