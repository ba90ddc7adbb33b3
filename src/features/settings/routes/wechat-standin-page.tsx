/**
 * /mock/wechat/{bindId}: in the demo, the WeChat link window of /accountsetting opens this page,
 * which plays the chat app: it offers the demo's WeChat accounts, answers the link request with
 * the chosen one, and posts the server's answer back to the settings page (window.opener, same
 * origin only). Without the mock (a real API) the page only says it exists in demo mode.
 */
import { useState } from 'react';
import { Alert, Button, Radio, Result } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { useAnswerWechatBind, useWechatOffer } from '../api/wechat-standin';
import { WECHAT_BIND_MESSAGE, type WechatBindResult } from '../utils/account';
import { LoadFailed } from '@/components/load-failed';
import '../components/settings.css';

const isMockMode = !import.meta.env.VITE_API_URL;

function StandIn({ bindId }: { bindId: string }) {
  const t = useT();
  const offer = useWechatOffer(bindId);
  const answer = useAnswerWechatBind();
  const [openId, setOpenId] = useState<string | null>(null);

  function authorize() {
    if (!openId) return;
    answer.mutate(
      { bindId, openId },
      {
        onSuccess: ({ success, message }) => {
          const result: WechatBindResult = { type: WECHAT_BIND_MESSAGE, success, message };
          (window.opener as Window | null)?.postMessage(result, window.location.origin);
        },
      },
    );
  }

  if (offer.isPending) return <PageLoading />;
  if (offer.isError) {
    return <LoadFailed title={t('settings.standin.loadFailed')} detail={offer.error.message} retrying={offer.isFetching} onRetry={() => void offer.refetch()} />;
  }
  if (answer.isSuccess) {
    return (
      <Result
        status={answer.data.success ? 'success' : 'warning'}
        title={answer.data.message}
        subTitle={t('settings.standin.doneHint')}
        extra={<Button onClick={() => window.close()}>{t('settings.standin.close')}</Button>}
      />
    );
  }
  if (offer.data.status === 'expired') return <Alert type="warning" showIcon title={t('settings.standin.expired')} />;
  return (
    <>
      <p style={{ marginTop: 0 }}>{t('settings.standin.intro')}</p>
      <Radio.Group
        className="st-standin__accounts"
        aria-label={t('settings.standin.accounts')}
        value={openId}
        onChange={(e) => setOpenId(e.target.value as string)}
        options={offer.data.accounts.map((a) => ({ value: a.open_id, label: a.nickname }))}
      />
      {answer.isError && <Alert type="error" showIcon title={answer.error.message} style={{ marginBottom: 16 }} />}
      <Button type="primary" block size="large" disabled={!openId} loading={answer.isPending} onClick={authorize}>
        {t('settings.standin.authorize')}
      </Button>
    </>
  );
}

export default function WechatStandInPage() {
  const t = useT();
  const { bindId = '' } = useParams();
  return (
    <div className="st-standin">
      <h1 className="st-standin__brand">
        <WechatOutlined aria-hidden />
        {t('settings.standin.title')}
      </h1>
      {isMockMode ? <StandIn bindId={bindId} /> : <Result status="info" title={t('settings.standin.demoOnly')} />}
    </div>
  );
}
