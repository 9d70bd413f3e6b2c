/**
 * A start refused for a setting the operator must fix: `main.ts` prints `line` alone (one line
 * naming each setting, never a value) and exits 1, without a stack trace, which would only bury
 * the name. Any other error at start is a bug and keeps its stack.
 */
export class StartRefused extends Error {
  /** The settings at fault, by name. */
  readonly settings: string[];
  private readonly problems: string[];

  /**
   * Each problem's message names its setting ("X must be …") and never repeats a value. `message`,
   * when given, is the error's own (what a caller matches); `line` is made from the problems.
   */
  constructor(problems: { name: string; message: string }[], message?: string) {
    super(message ?? `invalid settings:\n  ${problems.map((p) => p.message).join('\n  ')}`);
    this.name = 'StartRefused';
    this.settings = [...new Set(problems.map((p) => p.name))];
    this.problems = problems.map((p) => p.message);
  }

  /** What the start prints: every problem, on one line. */
  get line(): string {
    return `start refused, invalid settings: ${this.problems.join('; ')}`;
  }
}
