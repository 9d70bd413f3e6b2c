/**
 * The one escaper for text put into HTML or XML: element content and quoted attribute values.
 * Agreements (a borrower's name is user input, the document is shown and printed), the sandbox
 * checkout's page and the voice code's TwiML all go through here.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}
