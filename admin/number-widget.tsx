/**
 * The editor's number field. Decap's own is an `<input type="number">`, which
 * silently drops what is not a number: "9 000 Ft" typed into a fee would
 * become 9000 or nothing. Here the text typed is kept as it is when it is no
 * plain number, so the content check refuses it with the message
 * `trips:check` gives for the same value in a file, naming the field.
 */
import { Component, type ChangeEvent } from 'react';

/** A number as JSON writes it: digits, an optional minus and decimal point. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The value a typed text stands for: a number when it is one, else the text itself. */
export function typedNumber(text: string): number | string {
  const trimmed = text.trim();
  return PLAIN_NUMBER.test(trimmed) ? Number(trimmed) : text;
}

// What the field holds is a number, or the text typed while it does not read as one.
const shown = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

interface Props {
  value: unknown;
  onChange: (value: number | string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/**
 * A class, as Decap's widgets are: Decap keeps a reference to the control it
 * renders (for its validation), which a function component does not give.
 */
export class NumberControl extends Component<Props, { text: string }> {
  // The text as typed ("12." on the way to "12.5"), as long as it still stands for the value.
  override state = { text: shown(this.props.value) };

  static getDerivedStateFromProps(props: Props, state: { text: string }) {
    return typedNumber(state.text) === (props.value ?? '') ? null : { text: shown(props.value) };
  }

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.setState({ text });
    this.props.onChange(typedNumber(text));
  };

  override render() {
    return (
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        id={this.props.forID}
        className={this.props.classNameWrapper}
        value={this.state.text}
        onChange={this.handleChange}
        onFocus={this.props.setActiveStyle}
        onBlur={this.props.setInactiveStyle}
      />
    );
  }
}

export function NumberPreview({ value }: { value: unknown }) {
  return <span>{shown(value)}</span>;
}
