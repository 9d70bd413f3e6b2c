import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from '../lib/hash-router';
import { BackIcon } from './icons';

interface Props {
  title: string;
  children: ReactNode;
  /** Where back goes when there is no history (opened from a link). */
  backTo?: string;
  footer?: ReactNode;
}

/** A full-screen page with a header and a back button, for every screen outside the tabs. */
export function Page({ title, children, backTo = '/', footer }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(backTo, { replace: true }));
  return (
    <div className="page-frame">
      <header className="page-header">
        <button type="button" className="icon-btn" onClick={back} aria-label={t('actions.back')} data-testid="back">
          <BackIcon />
        </button>
        <h1>{title}</h1>
        <span className="icon-btn-spacer" />
      </header>
      <main className="page">{children}</main>
      {footer && <footer className="page-footer">{footer}</footer>}
    </div>
  );
}
