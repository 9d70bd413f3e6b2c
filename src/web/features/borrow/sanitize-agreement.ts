/**
 * The agreement is HTML our own server rendered (every value escaped there). It is still
 * treated as untrusted where it is shown: elements that run code, load things or submit
 * forms are dropped, event-handler and script-URL attributes removed, and a CSP that allows
 * nothing but inline styles and data images is put first in <head>. It is then shown in a
 * sandboxed frame with scripts off, so a mistake on either side is not enough on its own.
 */
const DROPPED = 'script, iframe, frame, frameset, object, embed, applet, link, base, form, input, button, textarea, select, meta, noscript, template, portal';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'srcset'];
const SAFE_HREF = /^(#|https?:|mailto:|tel:)/i;
const SAFE_SRC = /^data:image\/(png|jpeg|gif|webp);/i;
export const AGREEMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

export function sanitizeAgreementHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.querySelectorAll(DROPPED))) el.remove();
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if (name === 'href' && !SAFE_HREF.test(value)) el.removeAttribute(attr.name);
      else if (name !== 'href' && URL_ATTRIBUTES.includes(name) && !SAFE_SRC.test(value)) el.removeAttribute(attr.name);
      else if (name === 'style' && /url\s*\(|expression\s*\(/i.test(value)) el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  const csp = doc.createElement('meta');
  csp.setAttribute('http-equiv', 'Content-Security-Policy');
  csp.setAttribute('content', AGREEMENT_CSP);
  doc.head.prepend(charset, csp);
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}
