import { useEffect } from 'react';

/**
 * The kit's wheel pickers open a modal bottom sheet that has no dialog role or name, so a
 * screen reader would not know it moved into one. The open sheet (found by the picker's
 * data-picker attribute, which the kit passes on) gets both.
 */
export function useKitDialog(visible: boolean, picker: string, label: string): void {
  useEffect(() => {
    if (!visible) return;
    nameKitSheet(document.querySelector(`[data-picker="${picker}"]`)?.closest('.adm-popup-body') ?? null, label);
  }, [visible, picker, label]);
}

/** Gives an open kit sheet the dialog role and a name. */
export function nameKitSheet(sheet: Element | null, label: string): void {
  sheet?.setAttribute('role', 'dialog');
  sheet?.setAttribute('aria-modal', 'true');
  sheet?.setAttribute('aria-label', label);
}

/** Where the kit's dialogs mount: inside the screen's main landmark, so what they say is in it. */
export function dialogHost(): HTMLElement {
  return document.querySelector<HTMLElement>('main') ?? document.body;
}
