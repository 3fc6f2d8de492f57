import { createForm, type Field as FormilyField, type Form } from '@formily/core';
import { FormLayout, Input, Radio, Select } from '@formily/antd-v5';
import { Field, FormProvider, observer, useForm } from '@formily/react';
import { Alert, Button, Drawer, Space } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { parsePortalInfo } from '../model/portalTypes';
import { useFamilyTree } from '../../../renderer/data/familyRecords';
import { refusalOf, savePortal } from './portalWrites';
import type { DomainOption, PortalInput, PortalRecord } from './portalWire';
import { uploadNavigationImage } from './uploads';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';
import { ColourInput, FlagSwitch } from './formAdapters';
import { HeaderPreview } from './HeaderPreview';
import { ImageField } from './ImageField';
import { tooLongMessage, visibleCount } from '../../../core/text/lengthLimit';
import { FormItem } from '../../../ui/form/FormItem';

const COLOUR = /^#[0-9a-f]{6}$/i;
const CODE = /^[A-Za-z0-9_-]{1,20}$/;

const DEFAULTS: PortalInput = {
  portalName: '', identificationCode: '', domain: '', isDefault: 0, navigationPic: '', navigationPicMobile: '', navigationContent: '',
  navigationColourFlag: 1, navigationColourType: 1, navigationColour: '#1f3a8a', navigationColourGradientFirst: '#0b1f5c',
  navigationColourGradientSecond: '#2f54c8', navigationShadow: 1, introductionDisplay: 1, remark: '',
};

function required(label: string, max: number) {
  return (value: string | undefined) => {
    const text = (value ?? '').trim();
    if (text === '') return `${label}不能为空`;
    return Array.from(text).length > max ? `${label}不能超过${max}个字符` : '';
  };
}

const colourRule = (value: string | undefined) => (value && COLOUR.test(value) ? '' : '颜色格式应为 #RRGGBB');

/** Colour fields show for the colour type chosen, and only when the portal uses its own colours. */
function showColour(type: 1 | 2 | null) {
  return (field: FormilyField) => {
    const values = field.form.values as PortalInput;
    field.display = values.navigationColourFlag === 1 && (type === null || values.navigationColourType === type) ? 'visible' : 'none';
  };
}

const LivePreview = observer(({ menus }: { menus: readonly string[] }) => {
  const form = useForm<PortalInput>();
  return <HeaderPreview info={parsePortalInfo({ ...form.values })} menus={menus} />;
});

export interface PortalConfigDrawerProps {
  /** The portal edited, or null to create one. */
  portal: PortalRecord | null;
  domains: readonly DomainOption[];
  onClose: () => void;
  onSaved: (portal: PortalRecord) => void;
}

/**
 * One portal's settings (docs/behaviour §3 Portal info; issue 19 temp-config): name, code, access host,
 * navigation colour (solid or two-stop gradient) and shadow, desktop and mobile navigation
 * pictures (OSS upload, §7.4), navigation content and the popup's introductions, with a live
 * preview of the header. Fields react to one another, hence formily (docs/design.md §2).
 */
export function PortalConfigDrawer({ portal, domains, onClose, onSaved }: PortalConfigDrawerProps) {
  // The preview shows the portal's own main menus (the portal-menu family's tree; a new portal has none yet).
  const tree = useFamilyTree('portal-menu', { portalId: portal?.id ?? 0 }, portal !== null);
  const menus = tree.state.status === 'ready' ? tree.state.data.map((m) => String(m.menuName ?? '')) : ['首页', '关于我们'];
  const form: Form<PortalInput> = useMemo(() => createForm<PortalInput>({ initialValues: { ...DEFAULTS, ...(portal ?? {}) } }), [portal]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const domainOptions = domains
    .filter((d) => d.portalId === null || d.portalId === portal?.id)
    .map((d) => ({ value: d.domain, label: d.domain }));

  // A refusal keeps what was typed: each field's reason at the field, the rest above the buttons.
  const { submit, busy } = useFormSubmit(form, async (values) => {
    setRefusal(null);
    try {
      const saved = await savePortal(portal, { ...values });
      notify.success('保存成功');
      onSaved(saved);
    } catch (error) {
      setRefusal(refusalOf(form, error));
    }
  });
  const save = () => {
    setRefusal(null);
    void submit();
  };

  const item = { colon: false } as const;
  return (
    <Drawer
      open
      title={portal ? `编辑门户：${portal.portalName}` : '新增门户'}
      width={720}
      onClose={onClose}
      maskClosable={false}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <FormProvider form={form}>
        <LivePreview menus={menus} />
        <form onSubmit={(event) => { event.preventDefault(); save(); }} aria-label="门户配置">
          <FormLayout layout="horizontal" labelCol={6} wrapperCol={18}>
            <Field name="portalName" title="门户名称" required decorator={[FormItem, item]} component={[Input, { count: visibleCount(30), placeholder: '请输入门户名称' }]} validator={required('门户名称', 30)} />
            <Field
              name="identificationCode"
              title="识别码"
              required
              decorator={[FormItem, { ...item, extra: '访问地址加 ?c=识别码 即打开此门户；1 表示默认门户' }]}
              component={[Input, { placeholder: '字母、数字、下划线或短横线' }]}
              validator={(value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text === '') return '识别码不能为空';
                if (text === '1') return '识别码 1 表示默认门户，不能使用';
                return CODE.test(text) ? '' : '识别码只能包含字母、数字、下划线和短横线，最多20位';
              }}
            />
            <Field name="domain" title="绑定域名" decorator={[FormItem, { ...item, extra: '通过该域名访问时显示此门户' }]} dataSource={domainOptions}
              component={[Select, { allowClear: true, placeholder: '不绑定' }]} />
            <Field name="navigationColourFlag" title="自定义导航颜色" decorator={[FormItem, { ...item, extra: '关闭时使用平台主题色' }]} component={[FlagSwitch]} />
            <Field name="navigationColourType" title="颜色类型" decorator={[FormItem, item]} reactions={showColour(null)}
              dataSource={[{ value: 1, label: '纯色' }, { value: 2, label: '渐变' }]} component={[Radio.Group, { optionType: 'button', role: 'radiogroup' }]} />
            <Field name="navigationColour" title="导航颜色" decorator={[FormItem, item]} reactions={showColour(1)} component={[ColourInput]} validator={colourRule} />
            <Field name="navigationColourGradientFirst" title="渐变起始色" decorator={[FormItem, item]} reactions={showColour(2)} component={[ColourInput]} validator={colourRule} />
            <Field name="navigationColourGradientSecond" title="渐变结束色" decorator={[FormItem, item]} reactions={showColour(2)} component={[ColourInput]} validator={colourRule} />
            <Field name="navigationShadow" title="导航阴影" decorator={[FormItem, item]} component={[FlagSwitch]} />
            <Field name="navigationPic" title="导航图片" decorator={[FormItem, { ...item, extra: '桌面端页眉左侧的标志，建议高 88 像素的透明 PNG' }]} component={[ImageField, { upload: uploadNavigationImage, label: '导航图片' }]} />
            <Field name="navigationPicMobile" title="移动端导航图片" decorator={[FormItem, item]} component={[ImageField, { upload: uploadNavigationImage, label: '移动端导航图片' }]} />
            <Field name="navigationContent" title="导航内容" decorator={[FormItem, { ...item, extra: '显示在门户名称下方的一句话' }]} component={[Input, { count: visibleCount(50), placeholder: '如：澎湃算力 · 云上触手可及' }]}
              validator={(value: string | undefined) => tooLongMessage(value, '导航内容', 50) ?? ''} />
            <Field name="introductionDisplay" title="显示菜单简介" decorator={[FormItem, { ...item, extra: '显示时弹出菜单分4列，隐藏时分5列' }]} component={[FlagSwitch]} />
            <Field name="remark" title="备注" decorator={[FormItem, item]} component={[Input.TextArea, { count: visibleCount(200), autoSize: { minRows: 3, maxRows: 5 } }]}
              validator={(value: string | undefined) => tooLongMessage(value, '备注', 200) ?? ''} />
          </FormLayout>
          {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </FormProvider>
    </Drawer>
  );
}
