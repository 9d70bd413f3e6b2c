// @vitest-environment jsdom
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from './api';
import { consoleKey, useConsoleList } from './console-query';
import { createConsoleQueryClient } from './query-client';

/** Every GET the list makes, answered by the test when it chooses. */
const calls: { path: string; answer: (page: Page<string>) => Promise<void> }[] = [];
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  api: (_method: string, path: string) =>
    new Promise((resolve) => {
      calls.push({ path, answer: (page) => settle(() => resolve(page)) });
    }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The query cache tells React on a timer of its own; raced against the wait below, a loaded
// machine let the wait win (the list was looked at before it heard of an answer). Told in a
// microtask, every answer given in a step has reached React before the step's timer fires.
notifyManager.setScheduler(queueMicrotask);

/** Runs `step` and lets the query cache tell React before looking. */
async function settle(step: () => void): Promise<void> {
  await act(async () => {
    step();
    await new Promise((done) => setTimeout(done, 5));
  });
}

function List({ path }: { path: string }) {
  const { items, more } = useConsoleList<string>(path);
  return (
    <>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {more && (
        <button type="button" onClick={more}>
          more
        </button>
      )}
    </>
  );
}

let root: Root;
let container: HTMLElement;
const client = createConsoleQueryClient();
const rows = () => [...container.querySelectorAll('li')].map((li) => li.textContent);
const render = (path: string) =>
  settle(() =>
    root.render(
      <QueryClientProvider client={client}>
        <List path={path} />
      </QueryClientProvider>,
    ),
  );
const pressMore = () => settle(() => container.querySelector('button')!.click());

beforeEach(() => {
  calls.length = 0;
  client.clear();
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

describe('console lists', () => {
  it('key a path by its segments and its filters', () => {
    expect(consoleKey('/orders/N1/collections')).toEqual(['orders', 'N1', 'collections']);
    expect(consoleKey('/loans?market=ng&status=3')).toEqual(['loans', { market: 'ng', status: '3' }]);
  });

  it("do not show page 1 of the filters left behind when its slow answer comes after the new filters' page", async () => {
    await render('/loans?market=ng');
    await render('/loans?market=mx');
    expect(calls.map((c) => c.path)).toEqual(['/loans?market=ng', '/loans?market=mx']);
    await calls[1]!.answer({ items: ['mx-1'], next: null });
    await calls[0]!.answer({ items: ['ng-1'], next: null });
    expect(rows()).toEqual(['mx-1']);
  });

  it('do not add a page asked for under the filters left behind', async () => {
    await render('/loans?market=ng');
    await calls[0]!.answer({ items: ['ng-1'], next: 'c1' });
    await pressMore();
    await render('/loans?market=mx');
    // While the new filters load, the last list stays up without its "more".
    expect(rows()).toEqual(['ng-1']);
    expect(container.querySelector('button')).toBeNull();
    await calls[2]!.answer({ items: ['mx-1'], next: null });
    await calls[1]!.answer({ items: ['ng-2'], next: null });
    expect(calls.map((c) => c.path)).toEqual(['/loans?market=ng', '/loans?market=ng&after=c1', '/loans?market=mx']);
    expect(rows()).toEqual(['mx-1']);
  });

  it("do not let a slow answer for page 1 that comes after page 2's replace the pages shown", async () => {
    await render('/audit');
    await calls[0]!.answer({ items: ['row-1'], next: 7 });
    // Page 1 asked again (a write refreshed the list), then "more" before it answers.
    await settle(() => {
      void client.invalidateQueries({ queryKey: consoleKey('/audit') });
    });
    await pressMore();
    expect(calls.map((c) => c.path)).toEqual(['/audit', '/audit', '/audit?after=7']);
    await calls[2]!.answer({ items: ['row-2'], next: null });
    await calls[1]!.answer({ items: ['late-1'], next: 99 });
    expect(rows()).toEqual(['row-1', 'row-2']);
  });
});
