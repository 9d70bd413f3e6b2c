import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CODES } from '../../../domain/api/codes';
import { SCREEN_ROUTES } from '../../../domain/loan-status/routes';
import { Link } from '../../lib/hash-router';
import { ApiFailure } from '../../api/client';
import type { CallOutput } from '../../../domain/api/contracts';
import { InfoIcon } from '../../components/icons';
import { toast } from '../../lib/toast';
import {
  useGoToNextStep,
  PermissionPopup,
  hasAgreedHere,
  OnboardingPage,
  showSaveError,
  type OnboardingContext,
} from '../onboarding';
import { finishIdentity, readCurpFromId, SLOT_ORDER, uploadIdentityImage, type Slot } from './api/identity';
import { CaptureCard, type SlotState } from './components/capture-card';
import { FaceArt, IdBackArt, IdFrontArt } from './components/id-illustrations';

type Ocr =
  | { status: 'reading' }
  | { status: 'read'; result: CallOutput<'/user/curp/ocr'> }
  | { status: 'unread' }
  | { status: 'toReview' }
  | { status: 'mismatch'; fields: string[] };

const ART: Record<Slot, ReactNode> = { idBack: <IdBackArt />, idFront: <IdFrontArt />, face: <FaceArt /> };

function IdentityForm({ ctx }: { ctx: OnboardingContext }) {
  const { t } = useTranslation('onboarding');
  const goNext = useGoToNextStep();
  const saved = ctx.profile.identity;
  const [slots, setSlots] = useState<Record<Slot, SlotState>>(() => ({
    idBack: { status: saved.idBack ? 'done' : 'empty', progress: 0 },
    idFront: { status: saved.idFront ? 'done' : 'empty', progress: 0 },
    face: { status: saved.face ? 'done' : 'empty', progress: 0 },
  }));
  const [missing, setMissing] = useState<Slot | null>(null);
  const [ocr, setOcr] = useState<Ocr | null>(null);
  const [finishing, setFinishing] = useState(false);
  // The permission popup's notice comes before the camera is first used; photos already taken need no camera.
  const [agreed, setAgreed] = useState(() => hasAgreedHere(ctx.userId) || SLOT_ORDER.every((slot) => saved[slot]));
  const [noticeOpen, setNoticeOpen] = useState(!agreed);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (slot: Slot, patch: Partial<SlotState>) =>
    setSlots((s) => ({ ...s, [slot]: { ...s[slot], ...patch } }));
  const unlocked = (slot: Slot) =>
    SLOT_ORDER.slice(0, SLOT_ORDER.indexOf(slot)).every((before) => slots[before].status === 'done');

  const readCurp = async () => {
    setOcr({ status: 'reading' });
    try {
      const result = await readCurpFromId(ctx.orderNo);
      setOcr(
        result.documentMismatch
          ? { status: 'toReview' }
          : result.nationalId
            ? { status: 'read', result }
            : { status: 'unread' },
      );
    } catch (error) {
      // The INE names someone else: the borrower corrects their data or photographs their own INE (decision 0088).
      if (error instanceof ApiFailure && error.code === CODES.ID_MISMATCH) {
        setOcr({ status: 'mismatch', fields: error.fieldErrors.map((e) => e.message) });
        update('idFront', { status: 'failed', message: t('identity.ocr.mismatch') });
        return;
      }
      // Decision 0028: the engine read the photo and found no CURP — the front is retaken, as a failed face is.
      if (error instanceof ApiFailure && error.code === CODES.ID_UNREADABLE) {
        setOcr(null);
        update('idFront', { status: 'failed', message: error.message });
        return;
      }
      setOcr({ status: 'unread' });
    }
  };

  const upload = async (slot: Slot, file: File) => {
    setMissing(null);
    update(slot, { status: 'uploading', progress: 0, message: undefined });
    const { envelope, image } = await uploadIdentityImage(slot, file, ctx.orderNo, (progress) =>
      update(slot, { progress }),
    );
    if (envelope.code !== 0) {
      update(slot, { status: 'failed', message: envelope.msg });
      return;
    }
    if (slot === 'face' && envelope.data.livenessPassed === false) {
      update(slot, { status: 'failed', message: t('identity.livenessFailed') });
      return;
    }
    const preview = URL.createObjectURL(image.blob);
    previews.current.push(preview);
    update(slot, { status: 'done', progress: 100, preview });
    if (slot === 'idFront' && ctx.market === 'mx') void readCurp();
  };

  const finish = async () => {
    const first = SLOT_ORDER.find((slot) => slots[slot].status !== 'done');
    if (first) {
      setMissing(first);
      toast.info(t(`identity.missing.${first}`));
      document.querySelector(`[data-testid="slot-${first}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setFinishing(true);
    try {
      await goNext(await finishIdentity(ctx.orderNo));
    } catch (error) {
      showSaveError(error, () => false);
    } finally {
      setFinishing(false);
    }
  };

  const busy = SLOT_ORDER.some((slot) => slots[slot].status === 'uploading');
  return (
    <div className="onboarding-form" data-testid="identity-form">
      <p className="form-intro">{t('identity.intro')}</p>
      {!agreed && (
        <div className="notice" data-testid="camera-notice">
          <p>{t('identity.noticeFirst')}</p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setNoticeOpen(true)}
            data-testid="camera-notice-open"
          >
            {t('identity.noticeOpen')}
          </button>
        </div>
      )}
      {noticeOpen && (
        <PermissionPopup
          visible
          market={ctx.market}
          appName={ctx.appName}
          userId={ctx.userId}
          next="camera"
          onClose={() => setNoticeOpen(false)}
          onAgreed={() => {
            setAgreed(true);
            setNoticeOpen(false);
          }}
        />
      )}
      {SLOT_ORDER.map((slot) => (
        <div key={slot}>
          <CaptureCard
            slot={slot}
            title={t(`identity.slots.${slot}.title`)}
            tip={t(`identity.slots.${slot}.tip`)}
            state={slots[slot]}
            camera={slot === 'face' ? 'user' : 'environment'}
            disabled={!agreed || !unlocked(slot)}
            lockedText={slot === 'idBack' ? undefined : t(`identity.locked.${slot}`)}
            checkingText={slot === 'face' ? t('identity.checkingFace') : t('identity.checking')}
            illustration={ART[slot]}
            highlighted={missing === slot}
            onFile={(file) => void upload(slot, file)}
          />
          {slot === 'idFront' && ocr && <OcrResult ocr={ocr} />}
          {slot === 'face' && (
            <p className="notice" data-testid="face-notice">
              <InfoIcon size={18} /> {t('identity.faceNotice')}
            </p>
          )}
        </div>
      ))}
      <p className="fine-print">{t('identity.privacy')}</p>
      <div className="form-footer">
        <button
          type="button"
          className="btn btn-primary btn-block btn-large"
          onClick={() => void finish()}
          disabled={finishing || busy}
          data-testid="submit"
        >
          {t('next')}
        </button>
      </div>
    </div>
  );
}

function OcrResult({ ocr }: { ocr: Ocr }) {
  const { t } = useTranslation('onboarding');
  if (ocr.status === 'reading')
    return (
      <p className="notice" role="status" data-testid="ocr-result">
        {t('identity.ocr.reading')}
      </p>
    );
  if (ocr.status === 'unread')
    return (
      <p className="notice" role="status" data-testid="ocr-result">
        {t('identity.ocr.unread')}
      </p>
    );
  if (ocr.status === 'toReview')
    return (
      <p className="notice" role="status" data-testid="ocr-result">
        {t('identity.ocr.toReview')}
      </p>
    );
  if (ocr.status === 'mismatch') {
    return (
      <div className="notice notice-warn" role="alert" data-testid="ocr-mismatch">
        <div>
          <ul>
            {ocr.fields.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Link to={SCREEN_ROUTES.personalInfomation} data-testid="ocr-correct">
            {t('identity.ocr.correct')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <p className="notice notice-ok" role="status" data-testid="ocr-result">
      {t('identity.ocr.read')} <strong data-testid="ocr-curp">{ocr.result.nationalId}</strong>
    </p>
  );
}

/** Identity (decision 0008): ID back, front, then a face photo for liveness (route /auth/id_card_authentication). */
export default function IdCardScreen() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingPage title={t('identity.title')} step="identity">
      {(ctx) => <IdentityForm ctx={ctx} />}
    </OnboardingPage>
  );
}
