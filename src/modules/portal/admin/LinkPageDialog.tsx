import { Button, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { linkPage, type MenuNode, type TemplatePage } from './adminApi';

/** PUT relation-page/{menuId}/{pageId}: which template page a menu entry opens (or none). */
export function LinkPageDialog({ menu, pages, onClose, onSaved }: { menu: MenuNode; pages: readonly TemplatePage[]; onClose: () => void; onSaved: () => void }) {
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
          <Button type="primary" loading={busy} disabled={pageId === undefined} onClick={() => pageId !== undefined && void apply(pageId)}>
            确定
          </Button>
        </Space>
      }
    >
      <Select
        style={{ width: '100%' }}
        aria-label="选择页面"
        placeholder="请选择门户页面"
        value={pageId}
        onChange={setPageId}
        options={pages.map((page) => ({ value: page.id, label: page.pageName }))}
        notFoundContent="该门户还没有页面，请先在“门户页面”中新增"
      />
    </Modal>
  );
}
