import { App } from 'antd';
import { useState } from 'react';
import { notify } from '../../core/feedback/notify';
import type { CustomAction } from '../../schema/actions';
import type { DataRecord } from '../data/resolveResponse';
import { resolveFilterQuery } from './resolveFilters';
import { askConfirm, DELETE_CONFIRM_BODY } from './confirmDialogs';
import type { ListController } from './useListController';

/** Spec §8 "Other successes: 操作成功". */
export const SUCCESS_MESSAGE = '操作成功';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; record: DataRecord } | null;

/** Saves a blob under a name through a temporary link (no server round trip). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What the toolbar and row buttons do; every call goes through the data provider. */
export function useListActions(controller: ListController, entityTitle: string) {
  const { modal } = App.useApp();
  const { provider, query, rowKey } = controller;
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const idOf = (record: DataRecord) => record[rowKey] as string | number;
  const done = () => {
    notify.success(SUCCESS_MESSAGE);
    controller.clearSelection();
    query.reload();
  };

  return {
    formTarget,
    openCreate: () => setFormTarget({ mode: 'create' }),
    openEdit: (record: DataRecord) => setFormTarget({ mode: 'edit', record }),
    closeForm: () => setFormTarget(null),
    afterSave: () => {
      setFormTarget(null);
      done();
    },
    async remove(record: DataRecord) {
      if ((await askConfirm(modal, DELETE_CONFIRM_BODY, true)) === 0) return;
      await provider.delete(idOf(record)).then(done, () => undefined);
    },
    async removeSelected() {
      const ids = controller.selectedRecords.map(idOf);
      if (ids.length === 0) {
        notify.warning('请选择需要删除的数据');
        return;
      }
      if ((await askConfirm(modal, DELETE_CONFIRM_BODY, true)) === 0) return;
      await provider.deleteMany(ids).then(done, () => undefined);
    },
    async exportAll() {
      const filters = resolveFilterQuery(controller.filters, query.state.filters);
      try {
        const blob = await provider.export({ sort: query.state.sort, filters });
        saveBlob(blob, `${entityTitle}列表.csv`);
      } catch {
        // The client has shown the §8 message (or the error text the download carried).
      }
    },
    async setStatus(record: DataRecord, value: string | number | boolean) {
      await provider.setStatus(idOf(record), value);
      done();
    },
    async runCustom(action: CustomAction, record?: DataRecord) {
      if (action.confirm && (await askConfirm(modal, action.confirm, action.danger)) === 0) return;
      const targets = record ? [record] : controller.selectedRecords;
      try {
        for (const target of targets) await provider.action(action.endpoint, { id: idOf(target) }, action.body);
        done();
      } catch {
        query.reload();
      }
    },
  };
}

export type ListActions = ReturnType<typeof useListActions>;
