import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and axe's best practices (issue 21). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Rules axe counts as less than serious that issue 21 still requires of every screen. */
const REQUIRED = new Set(['landmark-one-main', 'page-has-heading-one', 'region']);
/** Experimental in axe, so off unless named: a control's accessible name must contain its visible label. */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const MIN_TARGET = 44;

export interface A11yProblem {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it is, plus the two checks axe leaves out (one `h1`, touch
 * targets of at least 44×44 px), and throws on any serious or critical violation, naming each
 * rule and the elements it found. Injected through the debugger protocol, so the app's content
 * security policy (no inline scripts) stays as in production.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const problems = await findA11yProblems(page);
  if (problems.length === 0) return;
  const lines = problems.map(
    (v) =>
      `  ${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target} — ${n.summary}`)
        .join('\n')}`,
  );
  throw new Error(`screen ${name} has ${problems.length} accessibility violation(s):\n${lines.join('\n')}`);
}

export async function findA11yProblems(page: Page): Promise<A11yProblem[]> {
  const problems = await measure(page);
  // A toast fades in and out (a spring, not CSS): caught mid-fade its text has part of its
  // contrast. It goes within its 2 s; the screen is measured again after it (a toast that
  // stays is measured as it is).
  const onToast = problems.some(
    (p) =>
      p.id === 'color-contrast' &&
      p.nodes.some((n) => n.target.includes('adm-auto-center') || n.target.includes('adm-toast')),
  );
  if (!onToast) return problems;
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
  return measure(page);
}

async function measure(page: Page): Promise<A11yProblem[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!injected) {
    await page.evaluate(AXE_SOURCE);
    // An open modal sheet or dialog is where the borrower is: its content counts as inside a region.
    await page.evaluate(() =>
      (window as unknown as { axe: { configure(c: unknown): void } }).axe.configure({
        checks: [{ id: 'region', options: { regionMatcher: '[role=dialog], [role=alertdialog]' } }],
      }),
    );
  }
  const found = await page.evaluate(
    async ({ tags, rules, minTarget }) => {
      type Violation = {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      };
      const axe = (
        window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      const out = result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220),
        })),
      }));
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return (
          r.width > 0 &&
          r.height > 0 &&
          s.visibility !== 'hidden' &&
          s.display !== 'none' &&
          !el.closest('[aria-hidden="true"]')
        );
      };
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const h1s = [...document.querySelectorAll('h1')].filter(visible);
      if (h1s.length !== 1)
        out.push({
          id: 'one-h1',
          impact: 'serious',
          help: `every screen has exactly one visible h1 (found ${h1s.length})`,
          nodes: h1s.map((h) => ({ target: describe(h), summary: h.textContent ?? '' })),
        });
      // Links inside a sentence are exempt (WCAG 2.5.5); an input drawn by its label is measured by the label.
      const small = [
        ...document.querySelectorAll(
          'a[href], button, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], select, summary, label:has(> input[type=checkbox]), label:has(> input[type=radio])',
        ),
      ]
        .filter(visible)
        .filter((el) => !(el.tagName === 'A' && getComputedStyle(el).display === 'inline'))
        .filter((el) => !(el.closest('label') && el.tagName !== 'LABEL' && el.closest('label')!.querySelector('input')))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width < minTarget - 0.5 || r.height < minTarget - 0.5;
        });
      // The console is a desktop tool (pointer and keyboard); 44 px targets are the phone's need.
      if (small.length > 0 && !location.pathname.startsWith('/admin'))
        out.push({
          id: 'touch-target',
          impact: 'serious',
          help: `touch targets are at least ${minTarget}×${minTarget} px`,
          nodes: small.map((el) => {
            const r = el.getBoundingClientRect();
            return {
              target: describe(el),
              summary: `${Math.round(r.width)}×${Math.round(r.height)} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
            };
          }),
        });
      return out;
    },
    { tags: TAGS, rules: EXTRA_RULES, minTarget: MIN_TARGET },
  );
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical' || REQUIRED.has(v.id));
}
