import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal sheet keeps the keyboard inside it, as a dialog must: Tab from its last control goes
 * to its first, Shift+Tab from its first to its last — never to the page behind the mask, which
 * a borrower cannot see and which the sheet covers. Put on the sheet's dialog element's onKeyDown.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const box = event.currentTarget;
  const controls = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const at = document.activeElement;
  if (event.shiftKey && (at === first || !box.contains(at))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !box.contains(at))) {
    event.preventDefault();
    first.focus();
  }
}
