import { Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fillTemplate } from '../../contract/textTemplate';
import { notify } from '../../core/feedback/notify';
import { queryClient } from '../../core/query/queryClient';
import type { BlockAction, BlocksPageConfig } from '../../pageLanguage/blocks';
import { openableUrl } from '../actions/actionCall';
import { familyKey } from '../data/familyQueries';
import { BlockActionStopped, runBlockSteps } from './blockActions';
import { conditionHolds } from './blockCondition';

interface Props {
  actions: readonly BlockAction[] | undefined;
  /** The item the actions are on (a card's, a row's) or the block's answer. */
  item: unknown;
  page: BlocksPageConfig;
  /** Link-styled (on a card or a row) or buttons (in a heading). */
  look: 'link' | 'button';
}

interface Opened { title: string; text: string; url: string }

/**
 * A block's buttons on one item, each shown while its `when` holds: it asks `confirm` first,
 * makes its calls, reads the page again, then says `success`, opens its route or shows the address
 * the calls answered in a dialog (the user's click there opens the new window, which no blocker stops).
 */
export function BlockActionButtons({ actions, item, page, look }: Props) {
  const navigate = useNavigate();
  const [running, setRunning] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const shown = (actions ?? []).filter((action) => !action.when || conditionHolds(item, action.when));
  if (shown.length === 0) return null;
  const run = async (action: BlockAction) => {
    setRunning(action.label);
    try {
      const answer = action.steps ? await runBlockSteps(page.family, action.steps, item) : undefined;
      if (action.steps) await queryClient.invalidateQueries({ queryKey: familyKey(page.base) });
      if (action.success) notify.success(fillTemplate(action.success, item));
      if (action.open) {
        const url = openableUrl(fillTemplate(`{${action.open.field}}`, answer));
        if (url) setOpened({ title: fillTemplate(action.open.title, item), text: action.open.text, url });
        else notify.error(`无法执行“${action.label}”：服务器没有返回可打开的地址`);
      }
      if (action.to) navigate(fillTemplate(action.to, item));
    } catch (error) {
      // A refusal of the server has been shown by the HTTP client; a step's own requirement is told here.
      if (error instanceof BlockActionStopped) notify.warning(error.message);
    } finally {
      setRunning(null);
    }
  };
  return (
    <>
      <Space size={look === 'link' ? 0 : 8} wrap>
        {shown.map((action) => {
          const button = (
            <Button key={action.label} type={look === 'link' ? 'link' : 'default'} danger={action.danger} loading={running === action.label}
              onClick={action.confirm ? undefined : () => void run(action)}>{action.label}</Button>
          );
          return action.confirm
            ? <Popconfirm key={action.label} title={fillTemplate(action.confirm, item)} okText="确定" cancelText="取消" onConfirm={() => run(action)}>{button}</Popconfirm>
            : button;
        })}
      </Space>
      <Modal open={opened !== null} title={opened?.title} onCancel={() => setOpened(null)} footer={[
        <Button key="close" onClick={() => setOpened(null)}>关闭</Button>,
        <Button key="open" type="primary" href={opened?.url} target="_blank" rel="noopener noreferrer">在新窗口打开</Button>,
      ]}>
        <p>{opened?.text}</p>
        <Typography.Text copyable code>{opened?.url}</Typography.Text>
      </Modal>
    </>
  );
}
