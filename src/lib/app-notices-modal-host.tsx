/** The dialog engine of app-notices, loaded the first time a dialog opens. */
import { useEffect } from 'react';
import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';

export default function ModalHost({ onReady }: { onReady: (api: HookAPI) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
