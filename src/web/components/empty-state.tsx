import type { ReactNode } from 'react';
import { EmptyIcon } from './icons';

export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="state-block" data-testid="empty-state">
      <div className="state-icon"><EmptyIcon size={56} /></div>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
