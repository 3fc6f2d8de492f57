import { getDefaultStore } from 'jotai';
import { Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useInnerCrumb } from '../../../src/shell/state/crumbAtoms';
import { menuCodes } from '../../../src/core/menu';
import { sessionAtom, type Session } from '../../../src/core/session/sessionAtoms';
import { writeToken } from '../../../src/core/session/storageKeys';

/** A signed-in admin without going through the login page (that flow has its own tests). */
export function signInAs(codes: string[] = [...menuCodes(), 'operateM', 'person-look', 'theme-look']): Session {
  const session: Session = {
    token: 'test-token',
    state: 'test-state',
    userInfo: { id: 'u-1', displayName: '测试管理员', groupInfo: [{ orgLevel: 1, groupId: 1, groupName: '超算中心' }] },
    codes,
    isFirstLogin: false,
    aamName: null,
    acc: null,
    realm: null,
    heartData: null,
  };
  writeToken(session.token);
  getDefaultStore().set(sessionAtom, session);
  return session;
}

/**
 * A list-like test page: its filter lives in the URL (as the schema engine's lists do) and it
 * has an uncontrolled draft input whose text only survives if the page stays mounted.
 */
export function FilterProbePage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return (
    <div>
      <Input aria-label="关键字" defaultValue={keyword} onPressEnter={(e) => setParams({ keyword: e.currentTarget.value })} />
      <Input aria-label="草稿" />
      <p data-testid="applied-filter">当前筛选：{keyword || '无'}</p>
    </div>
  );
}

/** An inner view: while `?detail=` is set it pushes a crumb, as a detail opened inside a list does. */
export function InnerCrumbPage() {
  const [params, setParams] = useSearchParams();
  const detail = params.get('detail');
  useInnerCrumb(detail ? `客户详情：${detail}` : null);
  return (
    <div>
      <button type="button" onClick={() => setParams({ detail: '中科院计算所' })}>
        查看详情
      </button>
      <button type="button" onClick={() => setParams({})}>
        返回列表
      </button>
    </div>
  );
}
