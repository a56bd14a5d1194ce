/**
 * The editor's picture field: the picture chosen shown large, and the site's
 * pictures (public/pictures, as the content snapshot lists them) to pick
 * another from by how it looks. The field holds the picture's file name, as
 * the schema takes it (PictureFileSchema); the volunteer never types it.
 */
import { Component } from 'react';

/** Where the site serves its pictures (the editor's `public_folder`). */
const PICTURES_URL = '/pictures/';

/** Pictures whose file name is no word of the club's: the site's stand-in for a trip without its own. */
const NAMES: Record<string, string> = { 'default.svg': 'általános kép' };

/** A picture's name as a volunteer reads it: without its extension, words apart ("magas tatra"). */
export const pictureName = (file: string) =>
  NAMES[file] ?? file.replace(/\.[a-z]+$/, '').replaceAll('-', ' ');

interface Props {
  value: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/** The widget, given where it reads the site's pictures from (the content snapshot, admin/main.tsx). */
export function pictureControl(pictures: () => readonly string[]) {
  /** A class, as Decap's widgets are (admin/number-widget.tsx says why). */
  return class PictureControl extends Component<Props> {
    override render() {
      const { value, forID, classNameWrapper, onChange } = this.props;
      const current = typeof value === 'string' && value !== '' ? value : null;
      const choices = pictures();
      return (
        <div className={`${classNameWrapper} editor-picture`} id={forID}>
          {current ? (
            <figure className="editor-picture-current">
              <img src={`${PICTURES_URL}${current}`} alt="" />
              <figcaption>A választott kép: {pictureName(current)}</figcaption>
            </figure>
          ) : (
            <p>Még nincs kép választva.</p>
          )}
          <details className="editor-picture-choices" open={!current}>
            <summary>{current ? 'Másik kép választása' : 'Kép választása'}</summary>
            <fieldset onFocus={this.props.setActiveStyle} onBlur={this.props.setInactiveStyle}>
              <legend>A honlap képei</legend>
              {choices.map((file) => (
                <label key={file} className="editor-picture-choice">
                  <input
                    type="radio"
                    name={`${forID}-kep`}
                    value={file}
                    checked={file === current}
                    onChange={() => onChange(file)}
                  />
                  <img src={`${PICTURES_URL}${file}`} alt="" loading="lazy" />
                  <span>{pictureName(file)}</span>
                </label>
              ))}
            </fieldset>
          </details>
        </div>
      );
    }
  };
}

export function PicturePreview({ value }: { value: unknown }) {
  return typeof value === 'string' && value !== '' ? <img src={`${PICTURES_URL}${value}`} alt="" /> : null;
}
