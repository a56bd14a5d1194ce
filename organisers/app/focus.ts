/**
 * Where the focus goes after an action: to what the action brought (the link sent, the save,
 * a refusal), which is read from there on. Without it the button pressed disappears and the
 * focus falls back to the page's top, and a screen reader or a keyboard starts over.
 * A ref callback, one function for every element, so React calls it only when the element appears.
 */
export function focusOnShow(element: HTMLElement | null): void {
  element?.focus({ preventScroll: false });
}

/** The same, leaving the page where it is: a trip just called off scrolls to its callers to tell. */
export function focusInPlace(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
}
