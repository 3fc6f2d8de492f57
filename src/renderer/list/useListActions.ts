import { useModalApi } from '../../core/feedback/modalApi';
import { useContext, useMemo, useState } from 'react';
import { notify } from '../../core/feedback/notify';
import type { CustomAction } from '../../pageLanguage/actions';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { LookupValue } from '../../contract/lookupOptions';
import { choiceLabel } from '../../contract/actionRules';
import type { DataRecord } from '../data/resolveResponse';
import { actionRequest, currentRequest, initialInput, type ActionInput } from '../actions/actionCall';
import { askedAbout } from '../actions/actionQuestion';
import { callsOperation } from '../../pageLanguage/familyActions';
import { swappedIds } from './reorder';
import { saveBlob } from '../files/saveBlob';
import { resolveFilterQuery } from './resolveFilters';
import { askConfirm, DELETE_CONFIRM_BODY } from './confirmDialogs';
import { isShown } from './RowActionButtons';
import type { ListController } from './useListController';
import { useStableCallback } from './useStableCallback';
import { PageScopeContext } from './scopeChoice/pageScope';

/** docs/behaviour §8 "Other successes: 操作成功". */
export const SUCCESS_MESSAGE = '操作成功';
export const SELECT_FIRST_MESSAGE = '请选择需要操作的数据';

/** A toolbar action refused because some selected records do not match its `showWhen`. */
export function refusedSelectionMessage(count: number, label: string): string {
  return `所选数据中有 ${count} 条不能${label}`;
}

export type FormTarget = { mode: 'create' } | { mode: 'edit'; record: DataRecord } | null;

/** What the toolbar and row buttons do (stable functions: rows are memoised on them). */
export interface ListActions {
  openCreate: () => void;
  openEdit: (record: DataRecord) => void;
  closeForm: () => void;
  /** The dialog saved: closes it and reads the list again; `readBack`: the page shows the answer itself, so no toast. */
  afterSave: (readBack?: boolean) => void;
  remove: (record: DataRecord) => Promise<void>;
  removeSelected: () => Promise<void>;
  exportAll: () => Promise<void>;
  setStatus: (record: DataRecord, value: string | number | boolean) => Promise<void>;
  /**
   * A custom action on a row, or on the selected rows (toolbar). Records its `showWhen` refuses
   * are not sent. With a `prompt`, the dialog asks the reason and stays open until the call
   * succeeds (or is cancelled); otherwise the `confirm` question, if any, is asked first.
   */
  runCustom: (action: CustomAction, record?: DataRecord) => Promise<void>;
  /** 上移 (-1) / 下移 (+1): swaps the row with its neighbour on the page through the family's `reorder`. */
  move: (record: DataRecord, delta: -1 | 1) => Promise<void>;
}

/**
 * What the actions need of the page they act on: a list's controller, or a tree page's stand-in
 * (src/renderer/tree: no selection, one state, its nodes in place of a page of rows).
 */
export interface ListActionHost {
  provider: ListController['provider'];
  rowKey: string;
  filters: ListController['filters'];
  selectedRecords: DataRecord[];
  clearSelection: () => void;
  query: Pick<ListController['query'], 'reload' | 'records' | 'state'>;
}

/**
 * What the toolbar and row buttons do; every call goes through the data provider. The functions
 * keep their identity across renders and read the controller as it is when they run.
 */
export function useListActions(controller: ListActionHost, entityTitle: string, entity?: EntitySchema): { formTarget: FormTarget; actions: ListActions } {
  const modal = useModalApi();
  // The page's scope (its scopeChoice's value): dialogs open outside the page, and their lookups read it.
  const scope = useContext(PageScopeContext);
  const { provider, query, rowKey } = controller;
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const idOf = (record: DataRecord) => record[rowKey] as string | number;
  const done = (quiet = false) => {
    if (!quiet) notify.success(SUCCESS_MESSAGE);
    controller.clearSelection();
    query.reload();
  };

  const remove = useStableCallback(async (record: DataRecord) => {
    if ((await askConfirm(modal, DELETE_CONFIRM_BODY, true)) === 0) return;
    await provider.delete(idOf(record)).then(() => done(), () => undefined);
  });
  const removeSelected = useStableCallback(async () => {
    const ids = controller.selectedRecords.map(idOf);
    if (ids.length === 0) {
      notify.warning('请选择需要删除的数据');
      return;
    }
    if ((await askConfirm(modal, DELETE_CONFIRM_BODY, true)) === 0) return;
    await provider.deleteMany(ids).then(() => done(), () => undefined);
  });
  const exportAll = useStableCallback(async () => {
    const filters = resolveFilterQuery(controller.filters, query.state.filters);
    try {
      const blob = await provider.export({ sort: query.state.sort, filters });
      saveBlob(blob, `${entityTitle}列表.csv`);
    } catch {
      // The client has shown the §8 message (or the error text the download carried).
    }
  });
  const setStatus = useStableCallback(async (record: DataRecord, value: string | number | boolean) => {
    await provider.setStatus(idOf(record), value);
    done();
  });
  const afterSave = useStableCallback((readBack?: boolean) => {
    setFormTarget(null);
    done(readBack === true);
  });
  const runCustom = useStableCallback(async (declared: CustomAction, record?: DataRecord) => {
    // A row's question names its values (支付 ¥…); a selection's is asked as written.
    const action = askedAbout(declared, record);
    const targets = record ? [record] : controller.selectedRecords;
    if (targets.length === 0) {
      notify.warning(SELECT_FIRST_MESSAGE);
      return;
    }
    const refused = targets.filter((target) => !isShown(action, target));
    if (refused.length > 0) {
      notify.warning(refusedSelectionMessage(refused.length, action.label));
      return;
    }
    if (action.operation !== undefined && !callsOperation(action)) {
      // A read of one record's answer (打开应用, 客户端信息): the first selected on a toolbar.
      const { runOperationAction } = await import('../actions/runOperationAction');
      await runOperationAction(provider, modal, action, targets[0]!, rowKey, () => {
        controller.clearSelection();
        query.reload();
      });
      return;
    }
    const call = async (input?: ActionInput) => {
      for (const target of targets) {
        const { params, body } = actionRequest(action, target, rowKey, input);
        await provider.action(action.endpoint, params, body);
      }
    };
    // A dialog's send: true closes it; on a refusal the client showed the server's message and the
    // dialog stays open with what was typed — earlier records of a batch may have changed.
    const attempt = async (input: ActionInput): Promise<boolean> => {
      try {
        await call(input);
        done();
        return true;
      } catch {
        if (targets.length > 1) query.reload();
        return false;
      }
    };
    const { form } = action;
    if (form && entity && record) {
      // Entity fields asked together and sent in one call (分配组织和角色, 重置密码).
      const { openFormActionDialog } = await import('../actions/FormActionDialog');
      await openFormActionDialog(modal, {
        action: { ...action, form },
        entity,
        record,
        scope,
        submit: async (data) => {
          await call({ form: data });
          done();
        },
      });
      return;
    }
    const lookup = action.choice ? entity?.properties[action.choice.field]?.['x-lookup'] : undefined;
    if (action.choice && lookup && entity) {
      // The choice starts at the record's present value (one record; none for a selection).
      const present = record?.[action.choice.field];
      const { openChoiceDialog } = await import('./ChoiceDialog');
      await openChoiceDialog(modal, {
        title: action.label,
        question: action.confirm,
        label: choiceLabel(action, entity),
        lookup,
        initial: typeof present === 'string' || typeof present === 'number' ? (present as LookupValue) : undefined,
        danger: action.danger,
        scope,
        submit: (value) => attempt({ choice: value }),
      });
      return;
    }
    const { prompt } = action;
    if (prompt) {
      // With a `current` read, the dialog starts from what the server holds for this one record; if the
      // read fails the client has shown why and no dialog opens (a later click tries again).
      const read = record ? currentRequest(action, record, rowKey) : undefined;
      let initial: ActionInput = {};
      if (read && action.current) {
        try {
          initial = initialInput(action, await provider.readActionValues(action.current, read.params, read.query));
        } catch {
          return;
        }
      }
      // The reason dialog (a text area with a counter, and the outcome of a review) loads when an action first asks for one.
      const { openPromptDialog } = await import('./PromptDialog');
      await openPromptDialog(modal, {
        title: action.label,
        question: action.confirm,
        prompt,
        decision: action.decision,
        initial,
        danger: action.danger,
        submit: (value, outcome) => attempt({ reason: value, decision: outcome }),
      });
      return;
    }
    if (action.confirm && (await askConfirm(modal, action.confirm, action.danger)) === 0) return;
    try {
      await call();
      done();
    } catch {
      query.reload();
    }
  });

  const move = useStableCallback(async (record: DataRecord, delta: -1 | 1) => {
    const ids = swappedIds(query.records, rowKey, record, delta);
    if (!ids) return;
    try {
      await provider.reorder(ids);
      done();
    } catch {
      // The client has shown the server's message; the rows stay as they were.
    }
  });

  const actions = useMemo<ListActions>(
    () => ({
      openCreate: () => setFormTarget({ mode: 'create' }),
      openEdit: (record) => setFormTarget({ mode: 'edit', record }),
      closeForm: () => setFormTarget(null),
      afterSave,
      remove,
      removeSelected,
      exportAll,
      setStatus,
      runCustom,
      move,
    }),
    [afterSave, remove, removeSelected, exportAll, setStatus, runCustom, move],
  );
  return { formTarget, actions };
}
