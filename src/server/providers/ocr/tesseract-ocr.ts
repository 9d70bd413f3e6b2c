import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OcrProvider, OcrResult } from './ocr-provider';

/** The part of tesseract.js used here (7.x); typed locally so the engine stays an optional install. */
export interface TesseractWorker {
  recognize(image: Buffer): Promise<{ data: { text: string; confidence: number } }>;
  terminate(): Promise<unknown>;
}
export interface TesseractModule {
  createWorker(langs: string, oem: number, options: Record<string, unknown>): Promise<TesseractWorker>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface TesseractOcrOptions {
  load?: () => Promise<TesseractModule>;
  /** Folder holding `eng.traineddata.gz`; by default the installed @tesseract.js-data/eng package. */
  langPath?: string | null;
  timeoutMs?: number;
  log?: Logger;
}

const ENGINE = 'tesseract.js';
const LANG_DATA = '@tesseract.js-data/eng';
/** LSTM engine only: the model the "best_int" data is made for. */
const OEM_LSTM_ONLY = 1;

const requireHere = createRequire(import.meta.url);

/** tesseract.js is CommonJS; required at run time, so an install without it still builds and answers "nothing read". */
async function loadEngine(): Promise<TesseractModule> {
  const mod = requireHere(ENGINE) as Partial<TesseractModule>;
  if (typeof mod.createWorker !== 'function') throw new Error('tesseract.js has no createWorker');
  return mod as TesseractModule;
}

function installedLangPath(): string | null {
  try {
    return join(dirname(requireHere.resolve(LANG_DATA)), '4.0.0_best_int');
  } catch {
    return null;
  }
}

class Timeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * OCR with tesseract.js, fully offline: the WebAssembly core ships in the package and the
 * English model comes from the @tesseract.js-data/eng package on disk — never a CDN (without a
 * local langPath, tesseract.js downloads the model, and with no network it hangs instead of
 * failing, hence the timeouts). One worker is created on first use and reused; jobs run one
 * at a time. When the engine or its model is not installed, or it fails, `recognize` answers
 * null and the borrower types the CURP.
 */
export class TesseractOcr implements OcrProvider {
  private readonly load: () => Promise<TesseractModule>;
  private readonly langPath: string | null;
  private readonly timeoutMs: number;
  private readonly log?: Logger;
  private worker: Promise<TesseractWorker | null> | null = null;
  /** Set once the engine is known to be missing, so it is not looked for on every call. */
  private unavailable = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(opts: TesseractOcrOptions = {}) {
    this.load = opts.load ?? loadEngine;
    this.langPath = opts.langPath === undefined ? installedLangPath() : opts.langPath;
    this.timeoutMs = opts.timeoutMs ?? 20_000;
    this.log = opts.log;
  }

  recognize(image: Buffer): Promise<OcrResult | null> {
    const job = this.queue.then(() => this.run(image));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    const w = await worker?.catch(() => null);
    await w?.terminate().catch(() => undefined);
  }

  private async run(image: Buffer): Promise<OcrResult | null> {
    const worker = await this.getWorker();
    if (!worker) return null;
    try {
      const { data } = await withTimeout(worker.recognize(image), this.timeoutMs);
      return { text: data.text ?? '', confidence: Math.max(0, Math.min(100, Math.round(data.confidence ?? 0))) };
    } catch (err) {
      // A stuck or broken worker is replaced on the next call.
      this.log?.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'ocr failed');
      this.worker = null;
      await worker.terminate().catch(() => undefined);
      return null;
    }
  }

  private getWorker(): Promise<TesseractWorker | null> {
    if (this.unavailable) return Promise.resolve(null);
    this.worker ??= this.startWorker().catch((err: unknown) => {
      this.log?.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'ocr engine did not start');
      this.worker = null;
      return null;
    });
    return this.worker;
  }

  private async startWorker(): Promise<TesseractWorker | null> {
    if (!this.langPath || !existsSync(join(this.langPath, 'eng.traineddata.gz')))
      return this.markUnavailable('language data not installed');
    let engine: TesseractModule;
    try {
      engine = await this.load();
    } catch {
      return this.markUnavailable('engine not installed');
    }
    let failed: (err: unknown) => void = () => undefined;
    const failure = new Promise<never>((_, reject) => {
      failed = reject;
    });
    // Later job errors reach the handler too; the job's own promise reports them.
    failure.catch(() => undefined);
    const creating = engine.createWorker('eng', OEM_LSTM_ONLY, {
      langPath: this.langPath,
      gzip: true,
      // Read the model from langPath every start; never write a cached copy into the working directory.
      cacheMethod: 'none',
      // Needed: without a handler tesseract.js throws worker errors where nothing can catch them,
      // and some start-up failures are reported only here, leaving createWorker pending.
      errorHandler: (err: unknown) => failed(err),
    });
    try {
      return await withTimeout(Promise.race([creating, failure]), this.timeoutMs);
    } catch (err) {
      // If it comes up after all, it is not wanted any more.
      creating.then((w) => w.terminate()).catch(() => undefined);
      throw err;
    }
  }

  private markUnavailable(why: string): null {
    this.unavailable = true;
    this.log?.warn({ why }, 'ocr engine unavailable: the borrower types the CURP');
    return null;
  }
}
