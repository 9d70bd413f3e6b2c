import { useEffect, useState } from 'react';

/**
 * A sheet mounted only once it is first opened. A form's closed sheets (a Popup with its spring,
 * portal and scroll lock per field) were most of the form's first render; most are never opened.
 * The first opening mounts the sheet closed, then opens it on the next render, so it still
 * slides in; afterwards it stays mounted and animates like any sheet.
 */
export function useFirstOpen(open: boolean): { mounted: boolean; visible: boolean } {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open && !opened) setOpened(true);
  }, [open, opened]);
  return { mounted: opened || open, visible: opened && open };
}
