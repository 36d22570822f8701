/**
 * Lets go of the focused field before a step or a navigation removes it: a focused element removed while React
 * commits fires its blur inside the commit. The next step or page then places the focus itself.
 */
export function releaseFocus(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
