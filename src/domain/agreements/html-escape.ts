/**
 * Escapes text for HTML element content and quoted attribute values. Every value put into an
 * agreement goes through here: a borrower's name is user input and the document is shown and
 * printed as HTML.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/**
 * Fills `{{name}}` placeholders of a trusted template with escaped values. A placeholder
 * without a value throws: a clause must never go out with a hole in it.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`agreement template needs a value for {{${name}}}`);
    return escapeHtml(values[name]);
  });
}
