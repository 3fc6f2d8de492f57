/**
 * Public forms do not cut what is typed or pasted: an overlong value stays in view and is
 * refused with the back stage's words (`<label>不能超过N个字符`), and nothing is sent.
 */
import { screen, waitFor } from '../../support/testingLibrary';
import { render } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { getDefaultStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import { mockControl } from '../../../mocks/control';
import { resetLogoutState } from '../../../src/core/session/logout';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { forgetSignedIn } from '../../../src/core/session/signedIn';
import RegisterPage from '../../../src/modules/register/RegisterPage';
import { recordNotices } from '../../support/notifierRecorder';
import { installMatchMedia, renderLogin, submitButton } from './support';

beforeAll(installMatchMedia);
afterEach(() => {
  resetLogoutState();
  forgetSignedIn();
  getDefaultStore().set(sessionAtom, null);
});

function renderRegister() {
  const notices = recordNotices();
  const user = userEvent.setup({ delay: null });
  render(
    <Provider store={getDefaultStore()}>
      <ConfigProvider locale={zhCN}>
        <>
          <FeedbackSlot />
          <MemoryRouter initialEntries={['/register']}>
            <RegisterPage />
          </MemoryRouter>
        </>
      </ConfigProvider>
    </Provider>,
  );
  return { user, notices };
}

const NAME_61 = '星'.repeat(61);

describe('/register 企业用户', () => {
  it('a pasted 61-character company name is kept whole and refused with 企业名称不能超过50个字符; nothing is sent', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('radio', { name: '企业用户' }));
    const name = screen.getByPlaceholderText('请输入企业名称') as HTMLInputElement;
    await user.click(name);
    await user.paste(NAME_61);
    expect(name.value).toBe(NAME_61);
    expect(await screen.findByText('企业名称不能超过50个字符')).toBeTruthy();
    // The counter shows how far over it is.
    expect(document.body.textContent).toContain('61 / 50');

    const organisations = mockControl.db.collection('organizations').count();
    const phone = screen.getByPlaceholderText('请输入手机号') as HTMLInputElement;
    await user.type(phone, '1380000111122');
    // No cut at 11 either: the number as typed, and the field says it is not a phone number.
    expect(phone.value).toBe('1380000111122');
    await user.click(document.querySelector<HTMLButtonElement>('.hpc-login-submit')!);
    await waitFor(() => expect(screen.getByText('请输入正确的手机号')).toBeTruthy());
    expect(screen.getByText('企业名称不能超过50个字符')).toBeTruthy();
    expect(name.value).toBe(NAME_61);
    expect(mockControl.db.collection('organizations').count()).toBe(organisations);
  });

  it('50 characters are accepted by the field', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('radio', { name: '企业用户' }));
    const name = screen.getByPlaceholderText('请输入企业名称');
    await user.click(name);
    await user.paste('星'.repeat(50));
    await user.tab();
    expect(screen.queryByText('企业名称不能超过50个字符')).toBeNull();
    expect(document.body.textContent).toContain('50 / 50');
  });
});

describe('/login', () => {
  it('a 65-character account name stays as typed and is refused with 账号不能超过64个字符; no session', async () => {
    const { user, notices } = renderLogin();
    const account = (await screen.findByPlaceholderText('请输入账号', {}, { timeout: 8000 })) as HTMLInputElement;
    await user.click(account);
    await user.paste('a'.repeat(65));
    await user.type(screen.getByPlaceholderText('请输入密码'), 'admin123');
    await user.click(submitButton());
    expect(account.value).toBe('a'.repeat(65));
    await waitFor(() => expect(notices).toEqual([{ level: 'warning', text: '账号不能超过64个字符' }]));
    expect(document.querySelector('.hpc-login-refusal')?.textContent).toBe('账号不能超过64个字符');
    expect(mockControl.db.collection('sessions').count()).toBe(0);
  });
});
