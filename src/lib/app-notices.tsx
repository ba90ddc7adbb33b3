/**
 * Toasts, notices and dialogs for every screen, with the app's theme and language: the role
 * antd's <App> plays, without putting its engines on the first visit. Each engine (toasts and
 * notices share one; dialogs have their own) loads the first time it is used; calls made
 * meanwhile wait and then run in order. The API mirrors antd's hook APIs, except that calls
 * return nothing but a promise (`modal.confirm` resolves true on OK, false on cancel).
 */
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { preloadable } from './preloadable';
import { importWhenFetched } from './module-preload';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';
import type { ModalFuncProps } from 'antd';
import { retryWhenOnline, whenIdleAfter } from './idle';

type MessageKind = 'success' | 'error' | 'info' | 'warning' | 'loading';
type NoticeKind = 'success' | 'error' | 'info' | 'warning';
type ModalKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';

export type LazyMessageApi = { [K in MessageKind]: (...args: Parameters<MessageInstance[K]>) => void } & {
  open: (...args: Parameters<MessageInstance['open']>) => void;
  destroy: (...args: Parameters<MessageInstance['destroy']>) => void;
};
export type LazyNotificationApi = { [K in NoticeKind]: (...args: Parameters<NotificationInstance[K]>) => void } & {
  open: (...args: Parameters<NotificationInstance['open']>) => void;
  destroy: (...args: Parameters<NotificationInstance['destroy']>) => void;
};
/** The dialogs: each resolves true when the dialog is confirmed, false when it is cancelled. */
export type LazyModalApi = Record<ModalKind, (config: ModalFuncProps) => Promise<boolean>>;

export interface AppNotices {
  message: LazyMessageApi;
  notification: LazyNotificationApi;
  modal: LazyModalApi;
}

export interface NoticeEngines {
  message: MessageInstance;
  notification: NotificationInstance;
}

const NoticesContext = createContext<AppNotices | null>(null);
// A chunk that fails to arrive is asked for once more (lib/chunk-load).
// Fetched before they run: a connection that drops on the way does not lose them (module-preload).
const NoticeHost = preloadable(importWhenFetched(() => import('./app-notices-notice-host')));
const ModalHost = preloadable(importWhenFetched(() => import('./app-notices-modal-host')));

/** How long after the notices' engine the dialogs' is loaded when both are preloaded. */
const NEXT_ENGINE_AFTER_MS = 500;

const MESSAGE_METHODS = ['success', 'error', 'info', 'warning', 'loading', 'open', 'destroy'] as const;
const NOTICE_METHODS = ['success', 'error', 'info', 'warning', 'open', 'destroy'] as const;
const MODAL_METHODS: readonly ModalKind[] = ['info', 'success', 'error', 'warning', 'confirm'];

/**
 * An engine that loads on first use: calls made before it is ready are queued. Its host renders
 * once the host's code has arrived; code that could not be fetched (the connection dropped
 * first) is asked for again when the browser is back online, and the queued calls run then:
 * a failed download never reaches the page's error boundary.
 */
function useDeferredEngine<E>(host: { preload: () => Promise<void> }) {
  const [wanted, setWanted] = useState(false);
  const asked = useRef(false);
  const engine = useRef<E | null>(null);
  const queue = useRef<((engine: E) => void)[]>([]);
  const want = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    retryWhenOnline(() => host.preload().then(() => setWanted(true)));
  }, [host]);
  const run = useCallback(
    (call: (engine: E) => void) => {
      if (engine.current) return call(engine.current);
      queue.current.push(call);
      want();
    },
    [want],
  );
  const onReady = useCallback((ready: E) => {
    engine.current = ready;
    for (const call of queue.current.splice(0)) call(ready);
  }, []);
  return { wanted, want, run, onReady };
}

/**
 * `preloadAfterMs`: load both engines once the page is up and the browser idle, this long after
 * the provider mounts, so that the first message of a page shows even when the connection has
 * dropped since (a save that fails offline must be able to say so). Without it, each engine
 * loads when first used.
 */
export function AppNoticesProvider({ maxMessages = 1, preloadAfterMs, children }: { maxMessages?: number; preloadAfterMs?: number; children: ReactNode }) {
  const notices = useDeferredEngine<NoticeEngines>(NoticeHost);
  const dialogs = useDeferredEngine<ModalHookApi>(ModalHost);
  const runNotice = notices.run;
  const runDialog = dialogs.run;
  const wantNotices = notices.want;
  const wantDialogs = dialogs.want;

  useEffect(() => {
    if (preloadAfterMs === undefined) return;
    // One engine per idle moment: mounted together, the two were one task of 50 ms at a phone's speed.
    let cancelDialogs = () => {};
    const cancelNotices = whenIdleAfter(preloadAfterMs, () => {
      wantNotices();
      cancelDialogs = whenIdleAfter(NEXT_ENGINE_AFTER_MS, wantDialogs);
    });
    return () => {
      cancelNotices();
      cancelDialogs();
    };
  }, [preloadAfterMs, wantNotices, wantDialogs]);

  const value = useMemo<AppNotices>(() => {
    const message = Object.fromEntries(
      MESSAGE_METHODS.map((name) => [
        name,
        (...args: unknown[]) => runNotice((e) => void (e.message[name] as (...a: unknown[]) => unknown)(...args)),
      ]),
    ) as LazyMessageApi;
    const notification = Object.fromEntries(
      NOTICE_METHODS.map((name) => [
        name,
        (...args: unknown[]) => runNotice((e) => void (e.notification[name] as (...a: unknown[]) => unknown)(...args)),
      ]),
    ) as LazyNotificationApi;
    const modal = Object.fromEntries(
      MODAL_METHODS.map((kind) => [
        kind,
        (config: ModalFuncProps) =>
          new Promise<boolean>((resolve) => runDialog((api) => void api[kind](config).then(resolve, () => resolve(false)))),
      ]),
    ) as LazyModalApi;
    return { message, notification, modal };
  }, [runNotice, runDialog]);

  return (
    <NoticesContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {notices.wanted && <NoticeHost maxMessages={maxMessages} onReady={notices.onReady} />}
        {dialogs.wanted && <ModalHost onReady={dialogs.onReady} />}
      </Suspense>
    </NoticesContext.Provider>
  );
}

export function useAppNotices(): AppNotices {
  const value = useContext(NoticesContext);
  if (!value) throw new Error('useAppNotices must be used inside <AppNoticesProvider>');
  return value;
}
