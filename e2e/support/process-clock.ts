import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's libfaketime (`apt-get install -y faketime`), the variant for programs with threads. */
export const LIBFAKETIME = process.env.LIBFAKETIME_PATH ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';

/**
 * Moves the wall clock of ONE child process, as a production server has no clock of its own to
 * move: libfaketime, preloaded into the process, adds the offset written in a file to every
 * wall-clock read (Date.now(), and the embedded PGlite's now(), which runs in the same process).
 * The monotonic clock is left alone, so the process's timers keep their real pace.
 *
 * - the multi-threaded variant: Node reads the clock from several threads, and libfaketime's
 *   README warns that the plain library may misread the file then;
 * - FAKETIME_NO_CACHE: the file is read at every clock read, so a move shows at once (a read
 *   is cheap);
 * - the file is replaced by a rename, never rewritten in place: a half-written offset would make
 *   libfaketime end the process.
 */
export class ProcessClock {
  private readonly dir = mkdtempSync(join(tmpdir(), 'presta-clock-'));
  private readonly file = join(this.dir, 'offset');
  private offsetSeconds = 0;

  constructor() {
    if (!existsSync(LIBFAKETIME))
      throw new Error(`${LIBFAKETIME} is missing: this test needs Debian's faketime (apt-get install -y faketime)`);
    this.write();
  }

  /** The environment of the process whose clock this moves. */
  env(): Record<string, string> {
    return {
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME_TIMESTAMP_FILE: this.file,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    };
  }

  /** The process's time now, in ms. */
  now(): number {
    return Date.now() + this.offsetSeconds * 1000;
  }

  /** From now on the process reads `at` (to the second) and its clock runs on from there. */
  set(at: Date): void {
    this.offsetSeconds = Math.round((at.getTime() - Date.now()) / 1000);
    this.write();
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private write(): void {
    const next = `${this.file}.next`;
    writeFileSync(next, `${this.offsetSeconds >= 0 ? '+' : ''}${this.offsetSeconds}\n`);
    renameSync(next, this.file);
  }
}
