import { WifiOffIcon } from './icons';

interface Props {
  title: string;
  text?: string;
  actionLabel?: string;
  onAction?: () => void;
  /** 'h1' when the state is the whole screen (a screen has one h1). */
  heading?: 'h1' | 'h2';
}

/** A failed load with a way forward: every screen that fetches offers a retry. */
export function ErrorState({ title, text, actionLabel, onAction, heading: Heading = 'h2' }: Props) {
  return (
    <div className="state-block" role="alert" data-testid="error-state">
      <div className="state-icon">
        <WifiOffIcon size={56} />
      </div>
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {actionLabel && onAction && (
        <button type="button" className="btn btn-primary" onClick={onAction}>
          {actionLabel}
        </button>
      )}
    </div>
  );
}
