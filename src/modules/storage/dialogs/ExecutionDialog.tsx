import { Button, Modal, Space, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { StorageText } from '../model/messages';
import type { ExecutionState } from '../ops/useExecution';

/**
 * 执行详情 (docs/behaviour §2.8, §4): the task's output, one line per message (a message's own newlines
 * are line breaks too), with 结束 — disabled once there is output — and 刷新 (reconnect).
 */
const PHASE: Readonly<Record<ExecutionState['phase'], { text: string; color: string }>> = {
  connecting: { text: '连接中', color: 'processing' },
  running: { text: '执行中', color: 'processing' },
  done: { text: '已完成', color: 'success' },
  ended: { text: '已结束', color: 'default' },
  error: { text: '连接出错', color: 'error' },
};

export function ExecutionDialog({ state, onEnd, onRefresh, onClose }: { state: ExecutionState; onEnd(): void; onRefresh(): void; onClose(): void }) {
  const output = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = output.current;
    if (box) box.scrollTop = box.scrollHeight; // follow the newest line
  }, [state.lines.length]);

  const failed = state.phase === 'done' && state.final !== null && state.final.code !== 200;
  const phase = failed ? { text: '执行失败', color: 'error' } : PHASE[state.phase];
  return (
    <Modal
      open={state.open}
      title={<Space>{StorageText.executionTitle}<Tag color={phase.color}>{phase.text}</Tag>{state.title && <span style={{ fontWeight: 400, color: '#8c8c8c' }}>{state.title}</span>}</Space>}
      width={760}
      maskClosable={false}
      onCancel={onClose}
      footer={[
        <Button key="end" disabled={state.lines.length > 0 || state.phase === 'ended'} onClick={onEnd}>
          {StorageText.executionEnd}
        </Button>,
        <Button key="refresh" type="primary" onClick={onRefresh}>
          {StorageText.executionRefresh}
        </Button>,
      ]}
    >
      <div className="storage-exec-output" ref={output} role="log" aria-live="polite" aria-label="执行输出">
        {state.lines.length === 0 && <span style={{ opacity: 0.6 }}>{state.phase === 'connecting' ? '正在连接任务输出…' : '暂无输出'}</span>}
        {state.lines.map((line, i) => {
          const last = i === state.lines.length - 1 && state.phase === 'done';
          const className = last ? (failed ? 'storage-exec-line-error' : 'storage-exec-line-done') : undefined;
          return <div key={i} className={className}>{line}</div>;
        })}
      </div>
    </Modal>
  );
}
