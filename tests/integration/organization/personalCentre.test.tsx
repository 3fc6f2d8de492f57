/**
 * 个人中心's display name (a hand-written formily form, issue 36; the input takes at most 20
 * characters): a blank name is refused under the field while what was typed stays; a valid name is saved for the
 * signed-in user only and says 保存成功; the field is named by its label.
 */
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import PersonalCentreModule from '../../../src/modules/organisation/personal/PersonalCentreModule';
import { db } from '../../../mocks/store/db';
import { recordNotices } from '../../support/notifierRecorder';
import { recordRequests, resetSessionModules, signInAs } from './signedIn';

afterEach(resetSessionModules);

async function renderCentre() {
  await signInAs('personal');
  const notices = recordNotices();
  const user = userEvent.setup();
  render(
    <AppProviders>
      <PersonalCentreModule />
    </AppProviders>,
  );
  const field = await screen.findByRole('textbox', { name: '显示名称' });
  await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
  return { notices, user, field: field as HTMLInputElement };
}

/** 保存 of the name's own form (the theme card has one too). */
const saveButton = (field: HTMLElement): HTMLElement => within(field.closest('form')!).getByRole('button', { name: /^保\s?存$/ });

const storedName = (userName: string): string | undefined =>
  db.collection('users').list().find((u: { userName: string }) => u.userName === userName)?.displayName as string | undefined;

describe('个人中心 display name', () => {
  it('refuses an empty or blank name under the field, keeping what was typed', async () => {
    const { user, field } = await renderCentre();
    await user.clear(field);
    await user.click(saveButton(field));
    expect(await screen.findByText('显示名称不能为空')).toBeInTheDocument();
    await user.type(field, '   ');
    await user.click(saveButton(field));
    expect(await screen.findByText('显示名称不能为空')).toBeInTheDocument();
    expect(field.value).toBe('   ');
  });

  it('saves a valid name for the signed-in user and says 保存成功', async () => {
    const { user, field, notices } = await renderCentre();
    const requests = recordRequests();
    await user.clear(field);
    await user.type(field, '  李文博 ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '保存成功' }));
    expect(requests).toContain('PUT /api/aam/v1/portal/user/info');
    expect(storedName('personal')).toBe('李文博');
    expect(field.value.trim()).toBe('李文博');
  });
});

describe('个人中心 avatar', () => {
  it('uploads the picture, saves it as attribute type 1 and reads the profile again', async () => {
    const { user } = await renderCentre();
    const requests = recordRequests();
    const input = document.querySelector<HTMLInputElement>('.org-avatar-card input[type=file]')!;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], '头像.png', { type: 'image/png' }));
    const image = await screen.findByRole('img', { name: '当前头像' }, { timeout: 8000 });
    await waitFor(() => expect(requests).toContain('GET /api/aam/v1/portal/user/profile'));
    const saved = requests.indexOf('PUT /api/operation-management/v1/user/attribute/avatar');
    expect(saved).toBeGreaterThan(-1);
    expect(requests.indexOf('GET /api/aam/v1/portal/user/profile')).toBeGreaterThan(saved);
    const stored = db.collection('userAttributes').list().find((a: { userId: string; attributeType: number }) => a.userId === db.collection('users').list().find((u: { userName: string }) => u.userName === 'personal')!.id && a.attributeType === 1);
    expect(stored?.attributeContent).toMatch(/^\/api\/operation-management\/v1\/files\//);
    expect(image.getAttribute('src')).toBe(stored?.attributeContent);
  });
});
