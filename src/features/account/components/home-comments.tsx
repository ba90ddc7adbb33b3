/**
 * The home's comments (spec 000 §2, §7, §8): top-level comments 10 per page, newest first, each
 * with its replies. A #comments-{id} anchor opens the page holding that comment, scrolls to it
 * and highlights it; a deleted (or unknown) comment gives the warning "this comment has been
 * deleted".
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Pagination, Skeleton } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { HomeComment } from '@/types/user';
import { useCommentData, useHomeComments } from '../api/home-comments';
import { paths } from '@/lib/paths';
import { COMMENT_PAGE_SIZE, commentAnchorId, commentPageOf, displayName } from '../utils/home-rules';
import { useAppNotices } from '@/lib/app-notices';

function CommentItem({ comment, highlighted }: { comment: HomeComment; highlighted: number | null }) {
  const t = useT();
  const name = displayName(comment.author);
  return (
    <li id={`comments-${comment.id}`} className="tc-home-comment" data-highlighted={highlighted === comment.id ? 'true' : undefined}>
      <img className="tc-home-comment__avatar" src={comment.author.avatar_url || '/avatars/panda.svg'} alt="" />
      <div>
        <div className="tc-home-comment__head">
          {comment.author.username ? <Link to={paths.userHome.href(comment.author.username)}>{name}</Link> : <span>{name}</span>}
          <time className="tc-home-comment__time" dateTime={comment.created_at}>
            {formatDateTime(comment.created_at)}
          </time>
        </div>
        <p className="tc-home-comment__text">{comment.content}</p>
        {comment.replies && comment.replies.length > 0 ? (
          <ul className="tc-home-comments" aria-label={t('home.comments.replies', { name })}>
            {comment.replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} highlighted={highlighted} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

export function HomeComments({ username }: { username: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const { hash } = useLocation();
  const anchorId = commentAnchorId(hash);
  const anchor = useCommentData(anchorId);
  const target = anchor.data;
  const anchorOffset =
    anchorId !== null && !anchor.isError && target && !target.deleted && target.target_username === username ? target.offset : null;
  const anchorFound = anchorOffset !== null;
  const anchorMissing = anchorId !== null && (anchor.isError || (target !== undefined && !anchorFound));
  // The reader's own choice of page wins over the anchor's page.
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const page = chosenPage ?? (anchorOffset !== null ? commentPageOf(anchorOffset) : 1);
  const highlighted = anchorFound ? anchorId : null;
  const comments = useHomeComments(username, page);
  const warnedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!anchorMissing || warnedFor.current === anchorId) return;
    warnedFor.current = anchorId;
    void message.warning(t('home.comments.deleted'));
  }, [anchorMissing, anchorId, message, t]);

  // Once the comment is on screen, bring it into view.
  const shown = comments.data?.results;
  useEffect(() => {
    if (highlighted === null || !shown) return;
    const element = document.getElementById(`comments-${highlighted}`);
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [highlighted, shown]);

  let body;
  if (comments.isPending) body = <Skeleton active avatar paragraph={{ rows: 2 }} />;
  else if (comments.isError || !comments.data) {
    body = (
      <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span>{t('home.comments.failed')}</span>
        <Button size="small" onClick={() => void comments.refetch()}>
          {t('home.retry')}
        </Button>
      </div>
    );
  } else if (comments.data.count === 0) body = <EmptyState compact hint={t('home.comments.empty')} />;
  else {
    body = (
      <>
        <ul className="tc-home-comments">
          {comments.data.results.map((c) => (
            <CommentItem key={c.id} comment={c} highlighted={highlighted} />
          ))}
        </ul>
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={page}
          pageSize={COMMENT_PAGE_SIZE}
          total={comments.data.count}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setChosenPage}
        />
      </>
    );
  }

  return (
    <section id="comments" className="tc-home-card" aria-labelledby="home-comments-title" data-testid="home-comments">
      <div className="tc-home-card__head">
        <h2 id="home-comments-title">{t('home.comments.title')}</h2>
        {comments.data && comments.data.count > 0 ? (
          <span style={{ color: 'rgba(0, 0, 0, 0.64)' }}>{t('home.comments.count', { count: comments.data.count })}</span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
