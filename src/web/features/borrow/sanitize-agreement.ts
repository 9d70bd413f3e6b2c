import createDOMPurify, { type Config } from 'dompurify';

/**
 * The agreement is HTML our own server rendered (every value escaped there). It is still
 * treated as untrusted where it is shown: DOMPurify (a maintained sanitiser) keeps only the
 * elements and attributes an agreement uses — headings, paragraphs, lists, tables, links — and
 * drops everything else (script, forms, frames, SVG, MathML, event handlers, style attributes,
 * data attributes but ours); links keep only http(s), mailto and tel URLs; a <style> sheet that
 * could load or run anything (@import, url(), expression()) is dropped. A CSP that allows
 * nothing but inline styles and data images is put first in <head>, and the document is shown
 * in a sandboxed frame with scripts off, so a mistake on either side is not enough on its own.
 */
export const AGREEMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

const ALLOWED_TAGS = [
  'html',
  'head',
  'body',
  'title',
  'style',
  'article',
  'section',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
];
const ALLOWED_ATTR = ['class', 'lang', 'dir', 'scope', 'colspan', 'rowspan', 'href', 'title', 'data-agreement-version'];
const CONFIG: Config = {
  WHOLE_DOCUMENT: true,
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#)/i,
};
const UNSAFE_CSS = /@import|url\s*\(|expression\s*\(|behavior\s*:|-moz-binding|javascript:/i;

/** `win` is the page's window in the app; tests pass a jsdom window. */
export function sanitizeAgreementHtml(html: string, win: Window & typeof globalThis = window): string {
  const purify = createDOMPurify(win);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && UNSAFE_CSS.test(node.textContent ?? '')) node.parentNode?.removeChild(node);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const clean = purify.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
  const doc = clean.ownerDocument;
  const root = clean.nodeName === 'HTML' ? clean : doc.documentElement;
  let head = root.querySelector('head');
  if (!head) {
    head = doc.createElement('head');
    root.prepend(head);
  }
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  const csp = doc.createElement('meta');
  csp.setAttribute('http-equiv', 'Content-Security-Policy');
  csp.setAttribute('content', AGREEMENT_CSP);
  head.prepend(charset, csp);
  // DOMPurify keeps <html> but not its attributes: the document's language is read apart (an inert parse) and kept if
  // it is one.
  const lang = new win.DOMParser().parseFromString(html, 'text/html').documentElement.getAttribute('lang');
  if (lang && /^[a-z]{2}(-[A-Z]{2})?$/.test(lang)) root.setAttribute('lang', lang);
  return `<!doctype html>\n${root.outerHTML}`;
}
