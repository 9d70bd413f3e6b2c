import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  label: string;
  value: ReactNode;
  tone?: 'strong' | 'danger';
}

/** Label / value rows of a repay screen (the same look as the loan's quote). */
export function FigureList({ rows, testId }: { rows: FigureRow[]; testId?: string }) {
  return (
    <dl className="quote-figures" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.key} className={`quote-row${r.tone ? ` figure-${r.tone}` : ''}`}>
          <dt>{r.label}</dt>
          <dd data-testid={`figure-${r.key}`}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
