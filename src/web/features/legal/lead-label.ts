/**
 * Paragraphs like "Identity: your full name…" open with a short label; showing it in bold
 * makes a long policy scannable. Only a short, comma-free lead counts as a label.
 */
export function splitLeadLabel(text: string): { label: string | null; rest: string } {
  const at = text.indexOf(': ');
  if (at <= 0) return { label: null, rest: text };
  const lead = text.slice(0, at);
  if (lead.includes(',') || lead.split(/\s+/).length > 4) return { label: null, rest: text };
  return { label: lead, rest: text.slice(at + 2) };
}
