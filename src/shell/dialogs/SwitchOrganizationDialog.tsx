import { FormLayout, Select } from '@formily/antd-v5';
import { Field, FormProvider } from '@formily/react';
import { Button, Modal, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { reloadPage } from '../../core/events/pageReload';
import { notify } from '../../core/feedback/notify';
import { isAbortError } from '../../core/http/HttpError';
import { fetchOrganizations } from '../../core/organization/organizationApi';
import { sessionUserId } from '../../core/organization/sessionUser';
import { SwitchOrganizationForm } from '../../core/organization/switchForm';
import { switchOrganization, SwitchRefusedError } from '../../core/organization/switchOrganization';
import { fetchUserRoles } from '../../core/organization/userRoles';
import { isSwitchRefusedAt, SWITCH_ORG_MESSAGES } from '../../core/organization/switchRules';
import { FormItem } from '../../ui/form/FormItem';

export interface SwitchOrganizationDialogProps {
  open: boolean;
  onClose(): void;
}

/** Remote name search waits for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;
/** Long enough to read 切换成功 before the full reload (docs/behaviour §4) replaces the page. */
export const SWITCH_RELOAD_DELAY_MS = 800;
const NO_USER_MESSAGE = '未获取到当前用户信息，请重新登录后再试';

const currentHash = (): string => globalThis.location?.hash ?? '';

/** Loads the list when opened and searches by name (groupName) as the user types. */
function useOrganizationList(model: SwitchOrganizationForm, open: boolean): (text: string) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  const load = useMemo(() => (text: string, first: boolean) => {
    request.current?.abort(); // a newer search supersedes the one still running
    const controller = new AbortController();
    request.current = controller;
    model.setLoading(true);
    fetchOrganizations(text, controller.signal)
      .then((options) => (first ? model.loadAll(options) : model.showSearchResult(options)))
      .catch((error: unknown) => {
        // The client has shown the catalogue message; an aborted search needs none.
        if (!isAbortError(error)) console.warn('[organization] list failed', error);
      })
      .finally(() => {
        if (request.current === controller) model.setLoading(false);
      });
  }, [model]);

  useEffect(() => {
    if (!open) return undefined;
    load('', true);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, [open, load]);

  return (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(text, false), SEARCH_DEBOUNCE_MS);
  };
}

/**
 * 切换组织 (docs/behaviour §5 Switch organisation, §4 Organisation and role): choose the default
 * organisation and its default role; PUT organisation, PUT role, 切换成功, full reload.
 * Refused with a warning on the portal template page, where the dialog does not open.
 */
export function SwitchOrganizationDialog({ open, onClose }: SwitchOrganizationDialogProps) {
  const refused = open && isSwitchRefusedAt(currentHash());
  const visible = open && !refused;
  // A fresh form per opening: nothing half-chosen survives a cancel.
  const model = useMemo(() => (visible ? new SwitchOrganizationForm((groupId) => fetchUserRoles(groupId)) : null), [visible]);

  // The parent may pass a new onClose each render; the refusal must fire once per opening.
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    if (!refused) return;
    notify.warning(SWITCH_ORG_MESSAGES.refusedOnTemplatePage);
    latestClose.current();
  }, [refused]);

  if (!model) return null;
  return <SwitchOrganizationModal model={model} onClose={onClose} />;
}

/** Mounted per opening, so its submitting state starts fresh each time. */
function SwitchOrganizationModal({ model, onClose }: { model: SwitchOrganizationForm; onClose(): void }) {
  const [submitting, setSubmitting] = useState(false);
  const search = useOrganizationList(model, true);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const submit = async (): Promise<void> => {
    if (isSwitchRefusedAt(currentHash())) {
      notify.warning(SWITCH_ORG_MESSAGES.refusedOnTemplatePage);
      return;
    }
    try {
      await model.form.validate();
    } catch {
      return; // the messages are under the fields
    }
    const { groupId, roleId } = model.form.values;
    const userId = sessionUserId();
    if (!groupId || !roleId) return;
    if (userId === null) {
      notify.error(NO_USER_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      await switchOrganization(userId, groupId, roleId, currentHash());
      notify.success(SWITCH_ORG_MESSAGES.success);
      reloadTimer.current = setTimeout(reloadPage, SWITCH_RELOAD_DELAY_MS);
    } catch (error) {
      if (error instanceof SwitchRefusedError) notify.warning(error.message);
      // HTTP failures were shown by the client; the choice stays for another try.
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title="切换组织"
      onCancel={submitting ? undefined : onClose}
      closable={!submitting}
      maskClosable={false}
      width={460}
      rootClassName="hpc-switch-org-dialog"
      footer={
        <Space>
          <Button onClick={onClose} disabled={submitting}>取消</Button>
          <Button type="primary" loading={submitting} onClick={() => void submit()}>确定</Button>
        </Space>
      }
    >
      <FormProvider form={model.form}>
        <FormLayout layout="vertical" colon={false} style={{ marginTop: 16 }}>
          <Field
            name="groupId"
            title="默认组织"
            validator={model.organizationRules}
            decorator={[FormItem]}
            component={[Select, {
              placeholder: '请选择组织，可输入名称搜索',
              showSearch: true,
              filterOption: false, // the server filters by groupName
              onSearch: search,
              notFoundContent: '暂无可选组织',
            }]}
          />
          <Field
            name="roleId"
            title="默认角色"
            validator={model.roleRules}
            decorator={[FormItem]}
            component={[Select, { placeholder: '请选择角色', notFoundContent: '请先选择组织' }]}
          />
        </FormLayout>
      </FormProvider>
    </Modal>
  );
}
