import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Input } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Field } from '@formily/react';
import { Button, Card, Descriptions, Space, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useAtomValue } from '../../../adapters/atomHooks';
import { notify } from '../../../core/feedback/notify';
import { avatarAtom } from '../../../core/session/avatar';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, maxLength, required } from '../../../ui/form/rules';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';
import { ChangePasswordDialog } from '../../../ui/password/ChangePasswordDialog';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { AVATAR_MAX_MB, saveDisplayName, uploadAvatar } from './profileApi';
import { ThemeCard } from './ThemeCard';
import '../organisation.css';

const NAME_MAX = 20;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * 个人中心 (/platform-manage/organization/personal, hidden; opened from the user menu): the
 * signed-in user's account, display name, avatar (saved as attribute type 1, shown in the shell
 * and portal headers), change password (docs/behaviour §5) and theme.
 */
export default function PersonalCentreModule() {
  const { state: profile, reload } = useOperationQuery('portal-user', 'get-profile', undefined, { loading: false, silent: true });
  const me = profile.status === 'ready' ? profile.data : undefined;
  const headerAvatar = useAtomValue(avatarAtom);
  const loadedName = me?.displayName;
  // A new form once the profile is read (its name as the start value); what is typed then stays.
  const form = useMemo(() => createForm<{ displayName: string }>({ initialValues: { displayName: loadedName ?? '' } }), [loadedName]);
  const { submit: saveName, busy: savingName } = useFormSubmit(form, async (values) => {
    try {
      await saveDisplayName(values.displayName.trim());
      notify.success('保存成功');
    } catch {
      // The client showed why; the typed name stays.
    }
  });
  const [uploading, setUploading] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (profile.status === 'error') return <ErrorPanel title="个人资料加载失败" detail={profile.message} onRetry={reload} />;
  const avatar = headerAvatar || me?.avatar || '';

  const upload = async (file: File) => {
    if (!me) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      notify.warning('头像仅支持 jpg、jpeg、png 格式的图片');
      return;
    }
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) {
      notify.warning(`头像图片不能超过 ${AVATAR_MAX_MB} MB`);
      return;
    }
    setUploading(true);
    try {
      await uploadAvatar(file, me.id); // the upload says 上传成功 (docs/behaviour §8)
    } catch {
      // The upload or save failure was shown by the client.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="org-page">
      <div className="org-profile">
        <Card title="基本资料" size="small" loading={profile.status === 'loading'}>
          {me && (
            <>
              <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
                <Descriptions.Item label="登录账号">{me.userName}</Descriptions.Item>
                <Descriptions.Item label="账号类型">{me.accountType === 'person' ? '个人' : '企业'}</Descriptions.Item>
                <Descriptions.Item label="所属组织">{me.groupName || '—'}</Descriptions.Item>
                <Descriptions.Item label="角色">{me.roleName}</Descriptions.Item>
                <Descriptions.Item label="手机号码">{me.phone || '—'}</Descriptions.Item>
                <Descriptions.Item label="邮箱">{me.email || '—'}</Descriptions.Item>
                <Descriptions.Item label="注册时间">{me.createTime}</Descriptions.Item>
                <Descriptions.Item label="账号到期">{me.endTime}</Descriptions.Item>
              </Descriptions>
              <FormBody form={form} layout="inline" onSubmit={() => void saveName()}>
                <Space align="start">
                  <Field
                    name="displayName"
                    title="显示名称"
                    decorator={[FormItem, { asterisk: true }]}
                    validator={firstOf(required('显示名称不能为空'), maxLength(NAME_MAX, `显示名称不能超过${NAME_MAX}个字符`))}
                    component={[Input, { placeholder: '请输入显示名称', maxLength: NAME_MAX, style: { width: 220 } }]}
                  />
                  <Button type="primary" htmlType="submit" loading={savingName}>保存</Button>
                  <Button onClick={() => setPasswordOpen(true)}>修改密码</Button>
                </Space>
              </FormBody>
            </>
          )}
        </Card>
        <Card title="头像" size="small" className="org-avatar-card" loading={profile.status === 'loading'}>
          <div className="org-avatar-box">
            {avatar ? (
              <img className="org-avatar" src={avatar} alt="当前头像" />
            ) : (
              <span className="org-avatar org-avatar-fallback" role="img" aria-label="未设置头像"><UserOutlined /></span>
            )}
            <Upload accept=".png,.jpg,.jpeg" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
              <Button icon={<UploadOutlined />} loading={uploading}>上传头像</Button>
            </Upload>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>支持 jpg、png，不超过 {AVATAR_MAX_MB} MB</Typography.Text>
          </div>
        </Card>
      </div>
      <ThemeCard />
      {me && passwordOpen && (
        <ChangePasswordDialog open userName={me.userName} onSuccess={() => setPasswordOpen(false)} onCancel={() => setPasswordOpen(false)} />
      )}
    </div>
  );
}
