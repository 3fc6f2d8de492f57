import { useState } from 'react';
import { Button, Divider, Drawer, Popconfirm, Table, Typography, message } from 'antd';
import { clearAllStorage } from '../../src/core/session/storageKeys';
import { mockControl } from '../control';
import type { DemoAccount } from '../store/seeds/demoAccounts';
import { FaultSection } from './FaultSection';
import { NoticeForm } from './NoticeForm';

const ACCOUNT_COLUMNS = [
  { title: '账号', dataIndex: 'userName', key: 'userName' },
  { title: '密码', dataIndex: 'password', key: 'password' },
  {
    title: '说明',
    key: 'note',
    render: (_: unknown, account: DemoAccount) =>
      account.disabled ? '已禁用' : account.firstLogin ? `${account.roleName}（首次登录）` : account.roleName,
  },
];

export interface MockPanelDrawerProps {
  open: boolean;
  onClose: () => void;
  /** What follows a reset; a full reload by default (tests pass a spy, jsdom cannot navigate). */
  reload?: () => void;
}

/** The panel's drawer: demo accounts, reset, fault injection and notice pushing. */
export default function MockPanelDrawer({ open, onClose, reload = () => location.reload() }: MockPanelDrawerProps) {
  const [resetting, setResetting] = useState(false);
  const [messageApi, contextHolder] = message.useMessage();

  const reset = async (): Promise<void> => {
    setResetting(true);
    try {
      await mockControl.reset();
      // The sessions behind any stored token are gone; start from the login page.
      clearAllStorage();
      reload();
    } catch (error) {
      setResetting(false);
      void messageApi.error(`重置失败：${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <>
      {contextHolder}
      <Drawer title="演示数据与故障注入" width={460} open={open} onClose={onClose} destroyOnHidden>
        <Typography.Paragraph type="secondary">
          演示数据保存在浏览器本地（IndexedDB），退出登录不会清除；重置后恢复为初始数据，所有登录会话与故障规则失效。
        </Typography.Paragraph>
        <Popconfirm
          title="重置演示数据？"
          description="所有演示数据将恢复为初始状态，页面随后刷新。"
          okText="重置"
          cancelText="取消"
          onConfirm={reset}
        >
          <Button danger loading={resetting}>重置演示数据</Button>
        </Popconfirm>
        <Divider orientation="left" plain>演示账号</Divider>
        <Table<DemoAccount>
          size="small"
          rowKey="userName"
          pagination={false}
          columns={ACCOUNT_COLUMNS}
          dataSource={[...mockControl.accounts]}
        />
        <Divider orientation="left" plain>故障注入</Divider>
        <FaultSection messageApi={messageApi} />
        <Divider orientation="left" plain>推送用户事件通知</Divider>
        <NoticeForm messageApi={messageApi} />
      </Drawer>
    </>
  );
}
