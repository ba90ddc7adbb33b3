/**
 * Rating a course (spec 001 §3-§5, §8): five half-star ratings, all needed, and a comment up to
 * 200 characters; submit stays disabled while a rating is zero; success resets the form, a
 * failure says "提交失败，请重新评价。".
 */
import { useState } from 'react';
import { Button, Input, Modal, Rate } from 'antd';
import { useSendCourseGrade } from '@/api/courses';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { canSubmitRating, checkRatingComment, RATING_COMMENT_MAX, RATING_FIELDS, RATING_MAX, type RatingField } from '@/lib/validators/courses';

type Scores = Record<RatingField, number>;
const ZERO: Scores = { simple: 0, vividness: 0, teaching_objective: 0, interest: 0, effective: 0 };

export function RatingDialog({ courseId, open, onClose }: { courseId: number; open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const send = useSendCourseGrade(courseId);
  const [scores, setScores] = useState<Scores>(ZERO);
  const [content, setContent] = useState('');
  const ready = canSubmitRating(scores) && checkRatingComment(content) === null;

  const submit = () => {
    if (!ready) return;
    send.mutate(
      { ...scores, content: content.trim() },
      {
        onSuccess: () => {
          message.success(t('course.rating.success'));
          setScores(ZERO);
          setContent('');
          onClose();
        },
        onError: () => message.error(t('course.rating.failed')),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('course.rating.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" disabled={!ready} loading={send.isPending} onClick={submit}>
          {t('course.rating.submit')}
        </Button>
      }
    >
      <div className="tc-dialog-form">
        <dl className="tc-ratings">
          {RATING_FIELDS.map((field) => (
            <div key={field}>
              <dt id={`tc-rate-${field}`}>{t(`course.rating.${field}`)}</dt>
              <dd>
                <Rate
                  allowHalf
                  count={RATING_MAX}
                  value={scores[field]}
                  aria-labelledby={`tc-rate-${field}`}
                  onChange={(value) => setScores({ ...scores, [field]: value })}
                />
                <span className="tc-ratings__value">{scores[field] ? t('course.rating.value', { value: scores[field] }) : ''}</span>
              </dd>
            </div>
          ))}
        </dl>
        <label>
          {t('course.rating.content')}
          <Input.TextArea
            value={content}
            rows={3}
            maxLength={RATING_COMMENT_MAX}
            showCount
            placeholder={t('course.rating.content.placeholder')}
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
      </div>
    </Modal>
  );
}
