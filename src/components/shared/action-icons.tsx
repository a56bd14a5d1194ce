/*
 * Small line icons for the action buttons, drawn inline: emoji differ between
 * phones and are missing on some, and an icon font would be one more download.
 * The share and print icons live in share-button.tsx, their only user, so the
 * home page, whose cards show only "Naptárba", does not carry them.
 */

export const iconProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  className: 'action-icon',
};

export function CalendarIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </svg>
  );
}
