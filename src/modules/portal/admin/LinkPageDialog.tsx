import { FormLayout } from '@formily/antd-v5';
import { Button, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import type { AsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { FieldItem } from '../../../ui/form/FieldItem';
import { linkPage, type MenuNode, type TemplatePage } from './adminApi';

interface LinkPageDialogProps {
  menu: MenuNode;
  /** The portal's pages as loaded: a failed load says so with 重试, not an empty choice. */
  pages: AsyncData<readonly TemplatePage[]>;
  onRetryPages: () => void;
  onClose: () => void;
  onSaved: () => void;
}

/** PUT relation-page/{menuId}/{pageId}: which template page a menu entry opens (or none). */
export function LinkPageDialog({ menu, pages, onRetryPages, onClose, onSaved }: LinkPageDialogProps) {
  const [pageId, setPageId] = useState<number | undefined>(menu.pageId ?? undefined);
  const [busy, setBusy] = useState(false);

  const apply = async (target: number) => {
    setBusy(true);
    try {
      await linkPage(menu.id, target);
      notify.success(target === 0 ? '已取消关联' : '关联成功');
      onSaved();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`关联页面：${menu.menuName}`}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          {menu.pageId !== null && (
            <Button danger disabled={busy} onClick={() => void apply(0)}>
              取消关联
            </Button>
          )}
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} disabled={pageId === undefined || pages.status !== 'ready'} onClick={() => pageId !== undefined && void apply(pageId)}>
            确定
          </Button>
        </Space>
      }
    >
      {pages.status === 'error' ? (
        <ErrorPanel title="门户页面加载失败" detail={pages.message} onRetry={onRetryPages} />
      ) : (
        <FormLayout layout="vertical">
          <FieldItem label="选择页面">
            <Select
              style={{ width: '100%' }}
              placeholder="请选择门户页面"
              value={pageId}
              onChange={setPageId}
              loading={pages.status === 'loading'}
              options={pages.status === 'ready' ? pages.data.map((page) => ({ value: page.id, label: page.pageName })) : []}
              notFoundContent={pages.status === 'loading' ? '加载中…' : '该门户还没有页面，请先在“门户页面”中新增'}
            />
          </FieldItem>
        </FormLayout>
      )}
    </Modal>
  );
}
