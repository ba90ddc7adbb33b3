/**
 * Follow with its count (spec 001 §4, §6, §8): "Follow (n)" while not following, "Following (n)"
 * after, reading "Cancel follow" on hover or focus. Following needs a login (every portfolio page
 * is signed-in); a refusal shows the server's detail.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useStudioFollow, useToggleFollow } from '@/api/follows';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';

export function FollowButton({ studioId }: { studioId: number }) {
  const t = useT();
  const { message } = useAppNotices();
  const state = useStudioFollow(studioId);
  const toggle = useToggleFollow(studioId);
  const [hover, setHover] = useState(false);
  const following = state.data?.following ?? false;
  const count = state.data?.count ?? 0;

  async function click() {
    if (!navigator.onLine) return void message.error(t('error.offline'));
    try {
      await toggle.mutateAsync(!following);
      void message.success(t(following ? 'portfolio.follow.cancelled' : 'portfolio.follow.done'));
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('error.offline'));
    }
  }

  const label = following ? (hover ? t('portfolio.follow.cancel') : t('portfolio.follow.following', { count })) : t('portfolio.follow.follow', { count });
  return (
    <Button
      type={following ? 'default' : 'primary'}
      icon={following ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      loading={state.isPending || toggle.isPending}
      aria-pressed={following}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      onClick={() => void click()}
    >
      {label}
    </Button>
  );
}
