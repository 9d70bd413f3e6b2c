import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TesseractOcr, type TesseractModule, type TesseractWorker } from './tesseract-ocr';

/** A stand-in for tesseract.js that counts what it is asked to do. */
function fakeEngine(behaviour: { start?: 'ok' | 'hang' | 'reportError'; recognize?: 'ok' | 'hang' | 'fail' } = {}) {
  const counts = { loads: 0, workers: 0, jobs: 0, terminated: 0 };
  const worker: TesseractWorker = {
    recognize: async () => {
      counts.jobs += 1;
      if (behaviour.recognize === 'hang') return new Promise(() => undefined);
      if (behaviour.recognize === 'fail') throw new Error('bad image');
      return { data: { text: 'CURP BOXW310820HNERXN09', confidence: 87.6 } };
    },
    terminate: async () => {
      counts.terminated += 1;
    },
  };
  const engine: TesseractModule = {
    createWorker: async (_langs, _oem, options) => {
      counts.workers += 1;
      if (behaviour.start === 'hang') return new Promise(() => undefined);
      if (behaviour.start === 'reportError') {
        // As tesseract.js does when the model cannot be read: the handler hears it, the promise never settles.
        (options.errorHandler as (e: unknown) => void)('Error: network error');
        return new Promise(() => undefined);
      }
      return worker;
    },
  };
  const load = async () => {
    counts.loads += 1;
    return engine;
  };
  return { counts, load };
}

let langPath: string;
beforeAll(async () => {
  langPath = await mkdtemp(join(tmpdir(), 'presta-tessdata-'));
  await writeFile(join(langPath, 'eng.traineddata.gz'), 'model');
});
afterAll(async () => {
  await rm(langPath, { recursive: true, force: true });
});

const image = Buffer.from('image');

describe('TesseractOcr', () => {
  it('starts one worker on first use and reuses it; confidence is a whole 0–100', async () => {
    const { counts, load } = fakeEngine();
    const ocr = new TesseractOcr({ load, langPath });
    expect(counts.workers).toBe(0);
    const results = await Promise.all([ocr.recognize(image), ocr.recognize(image), ocr.recognize(image)]);
    expect(results).toEqual(Array(3).fill({ text: 'CURP BOXW310820HNERXN09', confidence: 88 }));
    expect(counts).toMatchObject({ loads: 1, workers: 1, jobs: 3 });
    await ocr.close();
    expect(counts.terminated).toBe(1);
  });

  it('answers null, once and for all, when the engine is not installed', async () => {
    let loads = 0;
    const ocr = new TesseractOcr({
      load: async () => {
        loads += 1;
        throw new Error("Cannot find package 'tesseract.js'");
      },
      langPath,
    });
    expect(await ocr.recognize(image)).toBeNull();
    expect(await ocr.recognize(image)).toBeNull();
    expect(loads).toBe(1);
  });

  it('answers null without starting anything when the language data is missing (it would be fetched from a CDN)', async () => {
    const { counts, load } = fakeEngine();
    expect(await new TesseractOcr({ load, langPath: join(langPath, 'nowhere') }).recognize(image)).toBeNull();
    expect(await new TesseractOcr({ load, langPath: null }).recognize(image)).toBeNull();
    expect(counts.loads).toBe(0);
  });

  it('gives up on a start that only reports its error, or never finishes, and tries again next time', async () => {
    for (const start of ['reportError', 'hang'] as const) {
      const { counts, load } = fakeEngine({ start });
      const ocr = new TesseractOcr({ load, langPath, timeoutMs: 50 });
      expect(await ocr.recognize(image)).toBeNull();
      expect(await ocr.recognize(image)).toBeNull();
      expect(counts.workers).toBe(2);
    }
  });

  it('replaces a worker whose job fails or hangs', async () => {
    for (const recognize of ['fail', 'hang'] as const) {
      const { counts, load } = fakeEngine({ recognize });
      const ocr = new TesseractOcr({ load, langPath, timeoutMs: 50 });
      expect(await ocr.recognize(image)).toBeNull();
      expect(counts.terminated).toBe(1);
      await ocr.recognize(image);
      expect(counts.workers).toBe(2);
    }
  });
});
