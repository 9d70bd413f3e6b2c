import { escapeHtml } from '../text/html-escape';

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
