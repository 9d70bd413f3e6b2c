import { WifiOffIcon } from './icons';

interface Props {
  title: string;
  text?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** A failed load with a way forward: every screen that fetches offers a retry. */
export function ErrorState({ title, text, actionLabel, onAction }: Props) {
  return (
    <div className="state-block" role="alert" data-testid="error-state">
      <div className="state-icon"><WifiOffIcon size={56} /></div>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {actionLabel && onAction && <button type="button" className="btn btn-primary" onClick={onAction}>{actionLabel}</button>}
    </div>
  );
}
