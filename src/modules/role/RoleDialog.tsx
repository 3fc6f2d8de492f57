import { createForm } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Modal } from 'antd';
import { useMemo, useState } from 'react';
import { FormBody } from '../../ui/form/FormBody';
import { FormItem } from '../../ui/form/FormItem';
import { firstOf, maxLength, required, validValues } from '../../ui/form/rules';
import type { OperationAnswer, OperationBody } from '../../renderer/data/operationClient';
import { operationWrite } from '../../renderer/data/operationQueries';
type RoleRow = OperationAnswer<'mgmt-role', 'get-list'>[number];
type RoleInput = Required<OperationBody<'mgmt-role', 'post'>>;

const NAME_MAX = 20;
const REMARK_MAX = 100;

interface Props {
  /** The role edited; null creates one. */
  role: RoleRow | null;
  onClose: () => void;
  onSaved: (role: RoleRow) => void;
}

/** 新增角色 / 编辑角色: name (required, unique — the server says so) and 说明. A refusal keeps what was typed. */
export function RoleDialog({ role, onClose, onSaved }: Props) {
  const form = useMemo(() => createForm<RoleInput>({ initialValues: { roleName: role?.roleName ?? '', remark: role?.remark ?? '' } }), [role]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validValues(form);
    if (!values || saving) return;
    const input = { roleName: values.roleName.trim(), remark: (values.remark ?? '').trim() };
    setSaving(true);
    try {
      // A refusal says why (e.g. the name is taken); the roles are read again with the new one.
      onSaved(role
        ? await operationWrite('mgmt-role', 'put', { body: { ...input, id: role.id } }, { refusalReason: true })
        : await operationWrite('mgmt-role', 'post', { body: input }, { refusalReason: true }));
    } catch {
      // The client showed the server's reason; the dialog stays open with the input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={role ? '编辑角色' : '新增角色'}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <FormBody form={form} onSubmit={() => void submit()}>
        <Field
          name="roleName"
          title="角色名称"
          decorator={[FormItem, { asterisk: true }]}
          validator={firstOf(required('角色名称不能为空'), maxLength(NAME_MAX, `角色名称不能超过${NAME_MAX}个字符`))}
          component={[Input, { placeholder: '请输入角色名称', showCount: true, maxLength: NAME_MAX, autoFocus: true }]}
        />
        <Field
          name="remark"
          title="说明"
          decorator={[FormItem]}
          validator={maxLength(REMARK_MAX, `说明不能超过${REMARK_MAX}个字符`)}
          component={[Input.TextArea, { placeholder: '请输入说明', rows: 3, showCount: true, maxLength: REMARK_MAX }]}
        />
      </FormBody>
    </Modal>
  );
}
