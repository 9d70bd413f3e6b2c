// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { navigate, Route, Routes, useParams } from './hash-router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Order() {
  return <p>order {useParams().orderNo}</p>;
}

describe('Routes', () => {
  it('render a `:param` route with its params, static routes as before, `*` for the rest', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const app = (
      <Routes>
        <Route path="/dashboard" element={<p>dashboard</p>} />
        <Route path="/orders/:orderNo" element={<Order />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    );
    await act(() => navigate('/orders/N7'));
    await act(() => root.render(app));
    expect(container.textContent).toBe('order N7');
    await act(() => navigate('/dashboard'));
    expect(container.textContent).toBe('dashboard');
    await act(() => navigate('/orders'));
    expect(container.textContent).toBe('elsewhere');
    await act(() => root.unmount());
  });
});
