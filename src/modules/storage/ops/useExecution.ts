import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { StorageText } from '../model/messages';
import { openProgressStream, type ProgressFrame, type ProgressStream } from './progressStream';

/**
 * State of the 执行详情 dialog (docs/behaviour §4 Execution-detail stream): connecting clears the text and
 * opens the dialog; frames append lines; an error warns 服务器连接出错; 结束 closes the socket;
 * 刷新 reconnects. Closing the dialog only hides it: the task's stream stays open until its last
 * frame, so the list still refreshes after completion. `onFinished` runs once per task.
 */
export interface ExecutionState {
  open: boolean;
  taskId: string | null;
  title: string;
  lines: string[];
  phase: 'connecting' | 'running' | 'done' | 'ended' | 'error';
  final: ProgressFrame | null;
}

const HIDDEN: ExecutionState = { open: false, taskId: null, title: '', lines: [], phase: 'ended', final: null };

export function useExecution(xgToken: string) {
  const [state, setState] = useState<ExecutionState>(HIDDEN);
  const streams = useRef(new Map<string, ProgressStream>());
  const finishers = useRef(new Map<string, (frame: ProgressFrame) => void>());

  const connect = useCallback((taskId: string, title: string) => {
    streams.current.get(taskId)?.close();
    setState({ open: true, taskId, title, lines: [], phase: 'connecting', final: null });
    const shown = (s: ExecutionState) => s.taskId === taskId;
    streams.current.set(taskId, openProgressStream(taskId, xgToken, {
      onLine: (text) => setState((s) => (shown(s) ? { ...s, phase: 'running', lines: [...s.lines, text] } : s)),
      onDone: (frame) => {
        streams.current.delete(taskId);
        setState((s) => (shown(s) ? { ...s, phase: 'done', final: frame } : s));
        const finish = finishers.current.get(taskId);
        finishers.current.delete(taskId);
        finish?.(frame);
      },
      onError: () => {
        streams.current.delete(taskId);
        setState((s) => (shown(s) ? { ...s, phase: 'error' } : s));
        notify.warning(StorageText.socketError);
      },
    }));
  }, [xgToken]);

  const start = useCallback((taskId: string, title: string, onFinished: (frame: ProgressFrame) => void) => {
    finishers.current.set(taskId, onFinished);
    connect(taskId, title);
  }, [connect]);

  /** 结束: closes the shown task's socket. */
  const end = useCallback(() => {
    if (state.taskId) {
      streams.current.get(state.taskId)?.close();
      streams.current.delete(state.taskId);
    }
    setState((s) => ({ ...s, phase: s.phase === 'done' ? 'done' : 'ended' }));
  }, [state.taskId]);

  /** 刷新: reconnects, which replays the output so far. */
  const refresh = useCallback(() => {
    if (state.taskId) connect(state.taskId, state.title);
  }, [connect, state.taskId, state.title]);

  const hide = useCallback(() => setState(HIDDEN), []);

  useEffect(() => {
    const open = streams.current;
    return () => {
      for (const stream of open.values()) stream.close();
      open.clear();
    };
  }, []);

  return { state, start, end, refresh, hide };
}
