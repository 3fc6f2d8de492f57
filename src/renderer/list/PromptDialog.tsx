/**
 * The confirm dialog of a custom action with a `prompt` (e.g. 驳回原因): the question, a
 * textarea labelled by the prompt, 取消 / 确认. A required reason left empty says
 * `<label>不能为空` under the box and the dialog stays; `maxLength` shows a counter. 确认 runs
 * the call while the dialog waits; if the call fails (the client has shown the server message)
 * the dialog stays open with the reason as typed.
 * A workflow `decision` (审核: 通过 / 驳回) adds a radio group above the reason: nothing is
 * chosen at first (请选择<label>), and an outcome with `reasonRequired` makes the reason required.
 * An action with a `current` read starts from the record's present outcome and reason instead.
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Input, Radio } from 'antd';
import type { ModalApi } from '../../core/feedback/modalApi';
import { openFormDialog } from './openFormDialog';
import { useId, useRef, useState, type ComponentRef } from 'react';
import type { ActionDecision, ActionPrompt } from '../../pageLanguage/actions';
import { CONFIRM_CANCEL, CONFIRM_OK } from './confirmDialogs';
import { decisionRequiredMessage } from '../../contract/actionRules';
import './promptDialog.css';

export interface PromptRequest {
  /** Dialog title: the action's label. */
  title: string;
  /** The action's confirm question, shown above the reason. */
  question?: string;
  prompt: ActionPrompt;
  /** The outcome to choose first (review actions). */
  decision?: ActionDecision;
  /** What the dialog starts from (the action's `current` read): the outcome chosen and the reason typed. */
  initial?: { decision?: string | number | boolean; reason?: string };
  danger?: boolean;
  /** Runs the action with the typed reason (trimmed) and the chosen outcome; true closes the dialog, false keeps it. */
  submit: (value: string, outcome?: string | number | boolean) => Promise<boolean>;
}

/** docs/behaviour §5 generic rule: a required field gives label + 不能为空. */
export function promptRequiredMessage(label: string): string {
  return `${label}不能为空`;
}

function PromptForm({ request, onClose }: { request: PromptRequest; onClose: () => void }) {
  const { prompt, question, danger, submit, decision, initial } = request;
  const id = useId();
  const [value, setValue] = useState(initial?.reason ?? '');
  const [outcome, setOutcome] = useState<string | number | boolean | undefined>(initial?.decision);
  const [error, setError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal moves the focus to what is missing, so the keyboard user is where to type or choose.
  const reasonRef = useRef<ComponentRef<typeof Input.TextArea>>(null);
  const decisionRef = useRef<HTMLDivElement>(null);
  const chosen = decision?.options.find((option) => option.value === outcome);
  const required = Boolean(prompt.required) || Boolean(chosen?.reasonRequired);

  const confirm = async () => {
    const reason = value.trim();
    const missingChoice = decision !== undefined && chosen === undefined;
    const missingReason = required && reason === '';
    if (missingChoice) setChoiceError(decisionRequiredMessage(decision.label));
    if (missingReason) setError(promptRequiredMessage(prompt.label));
    if (missingChoice) decisionRef.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
    else if (missingReason) reasonRef.current?.focus();
    if (missingChoice || missingReason) return;
    setBusy(true);
    const done = await submit(reason, outcome).catch(() => false);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <div className="hpc-action-prompt">
      {question && <p className="hpc-action-prompt-question">{question}</p>}
      {decision && (
        <div className="hpc-action-decision">
          <span id={`${id}-decision`} className="hpc-action-prompt-label hpc-action-prompt-label-required">{decision.label}</span>
          <div ref={decisionRef} role="radiogroup" aria-labelledby={`${id}-decision`} aria-required aria-invalid={choiceError ? true : undefined}>
            <Radio.Group
              value={outcome}
              onChange={(e) => {
                setOutcome(e.target.value as string | number | boolean);
                setChoiceError(null);
                if (error) setError(null);
              }}
              options={decision.options.map((option) => ({ label: option.label, value: option.value as string | number }))}
            />
          </div>
          <div role="alert" className="hpc-action-prompt-error">{choiceError}</div>
        </div>
      )}
      {/* The required mark is drawn by CSS, so the label's text is the label alone. */}
      <label htmlFor={id} className={required ? 'hpc-action-prompt-label hpc-action-prompt-label-required' : 'hpc-action-prompt-label'}>
        {prompt.label}
      </label>
      <Input.TextArea
        ref={reasonRef}
        id={id}
        value={value}
        placeholder={`请输入${prompt.label}`}
        autoSize={{ minRows: 3, maxRows: 5 }}
        maxLength={prompt.maxLength}
        showCount={prompt.maxLength !== undefined}
        status={error ? 'error' : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(null);
        }}
      />
      <div id={`${id}-error`} role="alert" className="hpc-action-prompt-error">{error}</div>
      <div className="ant-modal-confirm-btns">
        <Button onClick={onClose} disabled={busy}>{CONFIRM_CANCEL}</Button>
        <Button type="primary" danger={chosen ? chosen.danger : danger} loading={busy} onClick={() => void confirm()}>{CONFIRM_OK}</Button>
      </div>
    </div>
  );
}

/** Opens the dialog; resolves once it is closed (done or cancelled). */
export function openPromptDialog(modal: ModalApi, request: PromptRequest): Promise<void> {
  return openFormDialog(modal, request.title, <ExclamationCircleFilled />, (close) => <PromptForm request={request} onClose={close} />);
}
