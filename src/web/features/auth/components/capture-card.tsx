import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProgressBar } from '../../../lib/antd-kit';
import { CheckIcon } from '../../../components/icons';

export type SlotStatus = 'empty' | 'uploading' | 'done' | 'failed';

export interface SlotState {
  status: SlotStatus;
  progress: number;
  /** Object URL of the photo just taken; absent for one uploaded on an earlier visit. */
  preview?: string;
  message?: string;
}

interface Props {
  slot: string;
  title: string;
  tip: string;
  state: SlotState;
  /** 'environment' for the ID (rear camera), 'user' for the face (front camera). */
  camera: 'environment' | 'user';
  disabled: boolean;
  /** Shown while the server checks the photo after the bytes are sent. */
  checkingText: string;
  /** The step before must be done first: says which. */
  lockedText?: string;
  illustration: ReactNode;
  highlighted: boolean;
  onFile: (file: File) => void;
}

/**
 * One photo to take: a camera capture on a phone (the `capture` hint opens the camera
 * directly), a file chooser on a desktop. Shows the upload progress, then the photo, or the
 * server's reason with a retake.
 */
export function CaptureCard({
  slot,
  title,
  tip,
  state,
  camera,
  disabled,
  checkingText,
  lockedText,
  illustration,
  highlighted,
  onFile,
}: Props) {
  const { t } = useTranslation('onboarding');
  const inputId = `capture-${slot}`;
  const busy = state.status === 'uploading';
  const actionLabel =
    state.status === 'done' || state.status === 'failed' ? t('identity.retake') : t('identity.takePhoto');
  return (
    <section
      className={`capture-card capture-${state.status}${highlighted ? ' capture-missing' : ''}${disabled ? ' capture-locked' : ''}`}
      data-testid={`slot-${slot}`}
      data-status={state.status}
    >
      <div className="capture-head">
        <h2>{title}</h2>
        {state.status === 'done' && (
          <span className="capture-ok" data-testid={`done-${slot}`}>
            <CheckIcon size={16} /> {t('identity.uploaded')}
          </span>
        )}
      </div>
      <div className={`capture-frame capture-frame-${camera === 'user' ? 'face' : 'card'}`}>
        {state.preview ? <img src={state.preview} alt={title} /> : illustration}
        {busy && (
          <div className="capture-progress" role="status">
            <ProgressBar percent={state.progress} style={{ '--fill-color': 'var(--brand)', '--track-width': '6px' }} />
            <span>{state.progress < 100 ? t('identity.uploading', { percent: state.progress }) : checkingText}</span>
          </div>
        )}
      </div>
      <p className="capture-tip">{disabled && lockedText ? lockedText : tip}</p>
      {state.status === 'failed' && state.message && (
        <p className="field-message" role="alert" data-testid={`error-${slot}`}>
          {state.message}
        </p>
      )}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture={camera}
        disabled={disabled || busy}
        data-testid={`file-${slot}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={`btn ${state.status === 'done' ? 'btn-outline' : 'btn-primary'} btn-block${disabled || busy ? ' btn-disabled' : ''}`}
        aria-disabled={disabled || busy}
        data-testid={`capture-${slot}`}
      >
        {actionLabel}
      </label>
    </section>
  );
}
