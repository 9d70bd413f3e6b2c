import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_TEXT,
  type ComplaintCategory,
} from '../../../../domain/complaints/complaint-rules';
import type { Market } from '../../../../domain/markets/market';
import { ApiFailure } from '../../../api/client';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { complaintsKey, fileComplaint, uploadComplaintPhoto } from '../api/complaints';

type Field = 'category' | 'text' | 'photoId';
type Errors = Partial<Record<Field, string>>;

/** The form: a category from the fixed list, the words, an optional photo; the case number shows at once. */
export function ComplaintForm({ market }: { market: Market }) {
  const { t } = useTranslation(['service', 'messages']);
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ photoId: string; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<string | null>(null);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setErrors((e) => ({ ...e, photoId: undefined }));
    setProgress(0);
    const envelope = await uploadComplaintPhoto(picked, setProgress);
    setProgress(null);
    if (envelope.code !== 0) setErrors((e) => ({ ...e, photoId: envelope.msg }));
    else setPhoto({ photoId: envelope.data.photoId, preview: URL.createObjectURL(picked) });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    const next: Errors = {
      category: category ? undefined : t('messages:validation.complaintCategory'),
      text:
        words.length >= COMPLAINT_TEXT.min && words.length <= COMPLAINT_TEXT.max
          ? undefined
          : t('messages:validation.complaintText'),
    };
    setErrors(next);
    if (!category || next.text) return;
    setBusy(true);
    try {
      const c = await fileComplaint({ category, text: words, photoId: photo?.photoId });
      setFiled(
        t('service:complaints.filed', {
          caseNo: c.caseNo,
          answerBy: formatDateTime(c.answerBy, currentLanguage(), market),
        }),
      );
      setCategory('');
      setText('');
      setPhoto(null);
      await queryClient.invalidateQueries({ queryKey: complaintsKey });
    } catch (err) {
      const fields = err instanceof ApiFailure ? err.fieldErrors : [];
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else toast.fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const fieldClass = (k: Field) => `field${errors[k] ? ' field-error' : ''}`;
  const error = (k: Field) =>
    errors[k] && (
      <p className="field-message" role="alert" id={`complaint-${k}-error`} data-testid={`error-${k}`}>
        {errors[k]}
      </p>
    );
  return (
    <form className="content-card" onSubmit={(e) => void submit(e)} noValidate data-testid="complaint-form">
      <h2>{t('service:complaints.formTitle')}</h2>
      {filed && (
        <p className="notice notice-ok" role="status" data-testid="complaint-filed">
          {filed}
        </p>
      )}
      <div className={fieldClass('category')}>
        <label className="field-label" htmlFor="complaint-category">
          {t('service:complaints.category')}
        </label>
        <div className="input-row">
          <select
            id="complaint-category"
            className="complaint-category"
            value={category}
            onChange={(e) => setCategory(e.target.value as ComplaintCategory)}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={errors.category ? 'complaint-category-error' : undefined}
            data-testid="complaint-category"
          >
            <option value="">{t('service:complaints.choose')}</option>
            {COMPLAINT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`service:complaints.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {error('category')}
      </div>
      <div className={fieldClass('text')}>
        <label className="field-label" htmlFor="complaint-text">
          {t('service:complaints.text')}
        </label>
        <p className="field-hint" id="complaint-text-hint">
          {t('service:complaints.textHint', COMPLAINT_TEXT)}
        </p>
        <div className="input-row input-row-multiline">
          <textarea
            id="complaint-text"
            rows={5}
            maxLength={COMPLAINT_TEXT.max}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={errors.text ? 'complaint-text-hint complaint-text-error' : 'complaint-text-hint'}
            data-testid="complaint-text"
          />
        </div>
        <p className="field-hint" aria-live="polite">
          {t('service:complaints.count', { count: text.length, max: COMPLAINT_TEXT.max })}
        </p>
        {error('text')}
      </div>
      <div className={fieldClass('photoId')}>
        <p className="field-label">{t('service:complaints.photo')}</p>
        <p className="field-hint">{t('service:complaints.photoHint')}</p>
        {photo && (
          <img
            src={photo.preview}
            alt={t('service:complaints.photo')}
            className="complaint-photo"
            data-testid="complaint-preview"
          />
        )}
        <label className="btn btn-outline btn-block complaint-pick">
          {progress !== null
            ? t('service:complaints.uploading', { percent: progress })
            : t(photo ? 'service:complaints.changePhoto' : 'service:complaints.choosePhoto')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="complaint-photo"
          />
        </label>
        {photo && (
          <button
            type="button"
            className="btn btn-outline btn-block"
            onClick={() => setPhoto(null)}
            data-testid="complaint-photo-remove"
          >
            {t('service:complaints.removePhoto')}
          </button>
        )}
        {error('photoId')}
      </div>
      <p className="muted">{t('service:complaints.smsNote')}</p>
      <button
        type="submit"
        className="btn btn-primary btn-block btn-large"
        disabled={busy || progress !== null}
        data-testid="complaint-submit"
      >
        {t('service:complaints.submit')}
      </button>
    </form>
  );
}
