import type { ReactNode } from 'react';
import { EmptyIcon } from './icons';

export function EmptyState({
  title,
  text,
  children,
  heading: Heading = 'h2',
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  heading?: 'h1' | 'h2';
}) {
  return (
    <div className="state-block" data-testid="empty-state">
      <div className="state-icon">
        <EmptyIcon size={56} />
      </div>
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
