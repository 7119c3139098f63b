// After a refused 'Dalej' or 'Zarejestruj' the hostess must see what is wrong: the message is
// scrolled to the middle of the screen (clear of the sticky step buttons) and focused, so a screen
// reader reads it too.

/** Scrolls `element` to the middle of the screen and focuses it. */
export function reveal(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** After the next paint (when the messages are on screen): the first of `selectors` found, revealed. */
export function revealFirst(...selectors: string[]): void {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const found = document.querySelector<HTMLElement>(selector);
      if (found) {
        reveal(found);
        return;
      }
    }
  });
}
