/**
 * The slider captcha dialog (spec 000 §2, §5, §8): a picture with a gap and a piece the user
 * drags along a track below it, by mouse, touch (pointer events) or keyboard. On release the
 * position (at most 200 px, sent as a fraction of 250) goes to the purpose's check call, which
 * also sends the SMS code. Success → onPassed; code 4000 → "not fully aligned, retry" and a new
 * picture; other failures (rate limit, phone, offline) are shown here for a retry or a close.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { useT } from '@/lib/i18n/i18n';
import { SLIDER_MAX_PX, SLIDER_TRACK_PX, sliderFraction } from '@/lib/validators/sign-in';
import {
  captchaFailureText,
  checkSliderCaptcha,
  needsNewPicture,
  sliderCaptchaQueryOptions,
  type CaptchaPurpose,
} from '@/lib/captcha-api';
import './slider-captcha.css';

/** One arrow-key press moves the handle this far. */
export const SLIDER_KEY_STEP_PX = 5;
const PICTURE_HEIGHT = 150;

export interface SliderCaptchaProps {
  open: boolean;
  purpose: CaptchaPurpose;
  phone: string;
  /** The slider was aligned and the server has sent the SMS code. */
  onPassed: () => void;
  onCancel: () => void;
  /**
   * A refused check the caller places itself (e.g. an unknown phone under the phone field, as the
   * same refusal shows on submit): true when it did, and the dialog then leaves it to the caller.
   */
  onRefused?: (error: unknown) => boolean;
}

export function SliderCaptcha({ open, purpose, phone, onPassed, onCancel, onRefused }: SliderCaptchaProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('captcha.title')}
      footer={null}
      width={SLIDER_TRACK_PX + 48}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onCancel}
    >
      {open && <SliderCaptchaBody purpose={purpose} phone={phone} onPassed={onPassed} onRefused={onRefused} />}
    </Modal>
  );
}

const clamp = (px: number) => Math.min(Math.max(Math.round(px), 0), SLIDER_MAX_PX);

function SliderCaptchaBody({ purpose, phone, onPassed, onRefused }: Omit<SliderCaptchaProps, 'open' | 'onCancel'>) {
  const t = useT();
  const picture = useQuery(sliderCaptchaQueryOptions(purpose));
  const [px, setPx] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const drag = useRef<{ startX: number; startPx: number } | null>(null);
  const hintId = `slider-captcha-hint-${purpose}`;

  const check = useMutation({
    mutationFn: (x: number) => checkSliderCaptcha(purpose, { phone, x, captcha_id: picture.data?.captcha_id ?? '' }),
    onSuccess: () => onPassed(),
    onError: (error) => {
      if (onRefused?.(error)) return;
      setFailure(captchaFailureText(error, t));
      setPx(0);
      if (needsNewPicture(error)) void picture.refetch();
    },
  });

  const ready = picture.isSuccess && !picture.isFetching && !check.isPending;

  const release = (at: number) => {
    // A tap that did not move the piece is not an answer; it would only spend the picture.
    if (!ready || at === 0) return;
    setFailure(null);
    check.mutate(sliderFraction(at));
  };

  const refresh = () => {
    setFailure(null);
    setPx(0);
    void picture.refetch();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = { startX: event.clientX, startPx: px };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setPx(clamp(drag.current.startPx + event.clientX - drag.current.startX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const at = clamp(drag.current.startPx + event.clientX - drag.current.startX);
    drag.current = null;
    setPx(at);
    release(at);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setPx(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const moves: Record<string, (from: number) => number> = {
      ArrowRight: (from) => from + SLIDER_KEY_STEP_PX,
      ArrowUp: (from) => from + SLIDER_KEY_STEP_PX,
      ArrowLeft: (from) => from - SLIDER_KEY_STEP_PX,
      ArrowDown: (from) => from - SLIDER_KEY_STEP_PX,
      Home: () => 0,
      End: () => SLIDER_MAX_PX,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setPx((from) => clamp(move(from)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      release(px);
    }
  };

  return (
    <div className="slider-captcha">
      <p className="slider-captcha__instruction" id={hintId}>
        {t('captcha.instruction')}
      </p>
      <div className="slider-captcha__stage" style={{ width: SLIDER_TRACK_PX, height: PICTURE_HEIGHT }}>
        {picture.isSuccess && (
          <>
            <img
              className="slider-captcha__background"
              src={picture.data.background}
              alt={t('captcha.picture')}
              width={SLIDER_TRACK_PX}
              height={PICTURE_HEIGHT}
              draggable={false}
            />
            <img
              className="slider-captcha__piece"
              src={picture.data.slider}
              alt=""
              aria-hidden="true"
              draggable={false}
              style={{ left: px, top: picture.data.y }}
            />
          </>
        )}
        {picture.isFetching && (
          <div className="slider-captcha__overlay">
            <Spin description={t('captcha.loading')} size="small">
              <span className="slider-captcha__spin-room" />
            </Spin>
          </div>
        )}
        {picture.isError && !picture.isFetching && (
          <div className="slider-captcha__overlay slider-captcha__overlay--error" role="alert">
            <span>{t('captcha.loadFailed')}</span>
            <span>{captchaFailureText(picture.error, t)}</span>
            <Button size="small" onClick={refresh}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        <Button
          className="slider-captcha__refresh"
          shape="circle"
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          disabled={picture.isFetching || check.isPending}
          onClick={refresh}
        />
      </div>

      <div className="slider-captcha__track" style={{ width: SLIDER_TRACK_PX }}>
        <div className="slider-captcha__fill" style={{ width: px + 22 }} />
        {px === 0 && (
          <span className="slider-captcha__track-text" aria-hidden="true">
            {t('captcha.dragHint')}
          </span>
        )}
        <div
          className="slider-captcha__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('captcha.handle')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={SLIDER_MAX_PX}
          aria-valuenow={px}
          aria-valuetext={t('captcha.handleValue', { px, max: SLIDER_MAX_PX })}
          aria-disabled={!ready}
          style={{ left: px }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          {check.isPending ? <Spin size="small" /> : <ArrowRightOutlined aria-hidden />}
        </div>
      </div>
      <p className="slider-captcha__keyboard-hint">{t('captcha.keyboardHint')}</p>

      <div aria-live="polite" className="slider-captcha__status">
        {check.isPending && <span>{t('captcha.checking')}</span>}
        {failure && <Alert type="error" showIcon title={failure} />}
      </div>
    </div>
  );
}
