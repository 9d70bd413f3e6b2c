import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { sanitizeAgreementHtml } from '../sanitize-agreement';

export interface AgreementFrameHandle {
  print(): void;
}

/**
 * The agreement in its own sandboxed document: scripts, forms, popups and navigation are off
 * (only same-origin, so this page may size and print it, and modals, so print() may open the
 * print dialog). Its height follows its content, so the page scrolls as one.
 */
export const AgreementFrame = forwardRef<AgreementFrameHandle, { html: string; title: string }>(function AgreementFrame(
  { html, title },
  ref,
) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(600);
  const srcDoc = useMemo(() => sanitizeAgreementHtml(html), [html]);

  const fit = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (doc?.documentElement) setHeight(Math.max(200, doc.documentElement.scrollHeight));
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      print: () => frame.current?.contentWindow?.print(),
    }),
    [],
  );

  return (
    <iframe
      ref={frame}
      title={title}
      className="agreement-frame"
      sandbox="allow-same-origin allow-modals"
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      onLoad={fit}
      style={{ height }}
      data-testid="agreement-frame"
    />
  );
});
