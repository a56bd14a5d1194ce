import { focusOnShow } from './focus.ts';

/** What stopped an action, as a list a screen reader is told of at once. */
export function Problems({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul role="alert" className="problem" tabIndex={-1} ref={focusOnShow}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
