import type { ReactNode } from 'react';

/** A titled card grouping fields ("Basic information", "Residence", …). */
export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="form-section" data-testid={testId}>
      <h2 className="form-section-title">{title}</h2>
      <div className="form-section-body">{children}</div>
    </section>
  );
}
