import { createForm, type Field as FormilyField } from '@formily/core';
import { FormLayout, Input, Radio } from '@formily/antd-v5';
import { Field, FormProvider } from '@formily/react';
import { Modal } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { HttpError } from '../../../core/http/HttpError';
import { safeLink } from '../../../contract/portalBlocks';
import { createMenu, fieldErrorsOf, updateMenu, type MenuInput, type MenuNode } from './adminApi';
import { FlagSwitch } from './formAdapters';
import { tooLongMessage, visibleCount } from '../../../core/text/lengthLimit';
import { FormItem } from '../../../ui/form/FormItem';

const MENU_NAME_MAX = 12;
/** The longest link a menu keeps; the server refuses a longer one with the same words. */
const MENU_URL_MAX = 300;

export interface MenuDialogProps {
  portalId: number;
  /** The menu edited, or null to add one under `parentId`. */
  menu: MenuNode | null;
  parentId: number;
  parentName: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const showWhen = (test: (values: MenuInput) => boolean) => (field: FormilyField) => {
  field.display = test(field.form.values as MenuInput) ? 'visible' : 'none';
};

/** Add or edit one menu entry: name, page or external link (configType 2 + menuUrl), introduction, home flag. */
export function MenuDialog({ portalId, menu, parentId, parentName, onClose, onSaved }: MenuDialogProps) {
  const main = (menu?.parentId ?? parentId) === 0;
  const form = useMemo(
    () => createForm<MenuInput>({
      initialValues: menu
        ? { menuName: menu.menuName, configType: menu.configType, menuUrl: menu.menuUrl, introduction: menu.introduction, homePageFlag: menu.homePageFlag }
        : { menuName: '', configType: 1, menuUrl: '', introduction: '', homePageFlag: 0 },
    }),
    [menu],
  );
  const [busy, setBusy] = useState(false);

  const save = async () => {
    try {
      await form.validate();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const values = { ...form.values } as MenuInput;
      if (menu) await updateMenu(menu.id, values);
      else await createMenu(portalId, parentId, values);
      notify.success('保存成功');
      onSaved();
    } catch (error) {
      const errors = error instanceof HttpError ? fieldErrorsOf(error.body) : {};
      for (const [name, message] of Object.entries(errors)) {
        form.setFieldState(name, (state) => {
          state.selfErrors = [message];
        });
      }
      if (Object.keys(errors).length === 0) notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const title = menu ? `编辑菜单：${menu.menuName}` : parentName ? `添加子菜单（${parentName}）` : '新增一级菜单';
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} okText="保存" cancelText="取消" confirmLoading={busy} maskClosable={false} destroyOnHidden width={560}>
      <FormProvider form={form}>
        <form onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label={title}>
          <FormLayout layout="vertical">
            <Field
              name="menuName"
              title="菜单名称"
              required
              decorator={[FormItem]}
              component={[Input, { count: visibleCount(MENU_NAME_MAX), placeholder: '请输入菜单名称' }]}
              validator={(value: string | undefined) => ((value ?? '').trim() === '' ? '菜单名称不能为空' : tooLongMessage(value, '菜单名称', MENU_NAME_MAX) ?? '')}
            />
            <Field
              name="configType"
              title="菜单类型"
              decorator={[FormItem, { extra: '外部链接在新窗口打开；站内路径（以 / 开头）在门户内跳转' }]}
              dataSource={[{ value: 1, label: '关联页面' }, { value: 2, label: '外部链接' }]}
              component={[Radio.Group, { optionType: 'button', role: 'radiogroup' }]}
            />
            <Field
              name="menuUrl"
              title="链接地址"
              required
              decorator={[FormItem]}
              reactions={showWhen((values) => values.configType === 2)}
              component={[Input, { placeholder: 'https://… 或 /portal/appStore' }]}
              validator={(value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text === '') return '请填写外部链接地址';
                const long = tooLongMessage(text, '链接地址', MENU_URL_MAX);
                if (long) return long;
                return safeLink(text) === '' ? '链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）' : '';
              }}
            />
            {main && (
              <>
                <Field
                  name="introduction"
                  title="菜单简介"
                  decorator={[FormItem, { extra: '门户显示菜单简介时，出现在弹出菜单左侧' }]}
                  component={[Input.TextArea, { count: visibleCount(200), autoSize: { minRows: 3, maxRows: 5 } }]}
                  validator={(value: string | undefined) => tooLongMessage(value, '菜单简介', 200) ?? ''}
                />
                <Field name="homePageFlag" title="设为首页" decorator={[FormItem, { extra: '门户首页显示该菜单关联的页面' }]} component={[FlagSwitch]} />
              </>
            )}
          </FormLayout>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </FormProvider>
    </Modal>
  );
}
