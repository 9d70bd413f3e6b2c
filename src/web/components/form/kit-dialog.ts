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
