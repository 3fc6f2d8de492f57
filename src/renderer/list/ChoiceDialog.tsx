/**
 * The dialog of a custom action with a `choice` (调整分组): one select whose options are the
 * records of the field's lookup (the 应用分组), starting at the record's present value. Nothing
 * chosen says 请选择<label> under the select and sends nothing; 确认 runs the call while the
 * dialog waits, and a refused call (the client has shown the server's message) keeps it open with
 * the choice as made. While the options load the select says so; a failed load says why with 重试.
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useId, useState } from 'react';
import type { ModalApi } from '../../core/feedback/modalApi';
import { openFormDialog } from './openFormDialog';
import type { EntityLookup } from '../../pageLanguage/entity';
import type { LookupValue } from '../../contract/lookupOptions';
import { useLookupOptions } from '../data/useLookup';
import { CONFIRM_CANCEL, CONFIRM_OK } from './confirmDialogs';
import './promptDialog.css';
import { PageScopeContext, type PageScope } from './scopeChoice/pageScope';

export interface ChoiceRequest {
  /** The values the page works within (its scopeChoice's), for a lookup reading them. */
  scope?: PageScope;
  /** Dialog title: the action's label. */
  title: string;
  /** The action's confirm question, shown above the select. */
  question?: string;
  /** Label of the choice (调整到的应用分组…). */
  label: string;
  lookup: EntityLookup;
  /** The value chosen first: the record's present one. */
  initial?: LookupValue;
  danger?: boolean;
  /** Runs the action with the chosen value; true closes the dialog, false keeps it. */
  submit: (value: LookupValue) => Promise<boolean>;
}

/** The message of a choice left empty (dialog and server alike). */
export const choiceRequiredMessage = (label: string) => `请选择${label}`;

function ChoiceForm({ request, onClose }: { request: ChoiceRequest; onClose: () => void }) {
  const { label, lookup, question, danger, submit } = request;
  const id = useId();
  const state = useLookupOptions(lookup);
  const [value, setValue] = useState<LookupValue | undefined>(request.initial ?? undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (value === undefined || value === null || value === '') {
      setError(choiceRequiredMessage(label));
      return;
    }
    setBusy(true);
    const done = await submit(value).catch(() => false);
    setBusy(false);
    if (done) onClose();
  };

  const loaded = state.status === 'ready' ? state.options : undefined;
  // A tree lookup offers every level, each shown with its path (一级 › 二级).
  const options = (loaded?.flat ?? []).map((option) => ({ value: option.value, label: loaded?.tree ? option.path : option.label }));
  return (
    <div className="hpc-action-prompt">
      {question && <p className="hpc-action-prompt-question">{question}</p>}
      <label htmlFor={id} className="hpc-action-prompt-label hpc-action-prompt-label-required">{label}</label>
      {state.status === 'error' ? (
        <div className="hpc-lookup-error" role="alert">
          <span>{label}加载失败：{state.message}</span>
          <Button size="small" onClick={state.retry}>重试</Button>
        </div>
      ) : (
        <Select<LookupValue | undefined>
          id={id}
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="label"
          loading={state.status === 'loading'}
          disabled={state.status === 'loading'}
          placeholder={state.status === 'loading' ? `正在加载${label}…` : `请选择${label}`}
          value={state.status === 'loading' ? undefined : value}
          options={options}
          notFoundContent={`暂无${label}`}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
        />
      )}
      <div id={`${id}-error`} role="alert" className="hpc-action-prompt-error">{error}</div>
      <div className="ant-modal-confirm-btns">
        <Button onClick={onClose} disabled={busy}>{CONFIRM_CANCEL}</Button>
        <Button type="primary" danger={danger} loading={busy} disabled={state.status !== 'ready'} onClick={() => void confirm()}>{CONFIRM_OK}</Button>
      </div>
    </div>
  );
}

/** Opens the dialog; resolves once it is closed (done or cancelled). */
export function openChoiceDialog(modal: ModalApi, request: ChoiceRequest): Promise<void> {
  // The dialog opens outside the page: the page's scope goes with it for a lookup reading it.
  return openFormDialog(modal, request.title, <ExclamationCircleFilled />, (close) => (
    <PageScopeContext.Provider value={request.scope ?? {}}>
      <ChoiceForm request={request} onClose={close} />
    </PageScopeContext.Provider>
  ));
}
