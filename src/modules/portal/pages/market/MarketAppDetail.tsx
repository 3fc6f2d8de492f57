import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sessionAtom } from '../../../../core/session/sessionAtoms';
import { useAtomValue } from '../../../../adapters/atomHooks';
import { useOperationQuery } from '../../../../renderer/data/operationQueries';
import { BILLING_LABELS, specPrice } from '../../model/portalApps';
import { usePortalAppDetail } from '../../model/usePortalAppDetail';
import { AppHero } from '../AppHero';
import { PortalError, PortalSpinner } from '../../layout/PortalStates';
import { loginHref } from '../../model/portalQuery';

const PURCHASE_CODE = 'purchase-package-look';
const PURCHASE_PAGE = '/application-admin/expense-center/purchase-package';

/**
 * Whether the signed-in user may buy: docs/behaviour §4 — the cloud market's app detail is the one portal
 * page that reads the permission list (portal-user get-resource), for the purchase entry. null
 * while unknown; a failed read counts as no permission.
 */
function useCanPurchase(signedIn: boolean): boolean | null {
  const codes = useOperationQuery('portal-user', 'get-resource', undefined, { loading: false, silent: true, enabled: signedIn });
  if (!signedIn || codes.state.status === 'loading') return null;
  return codes.state.status === 'ready' && codes.state.data.includes(PURCHASE_CODE);
}

/** /portal/cloudMarket/appDetail?id= (kept alive): prices per specification and the way to buy. */
export function MarketAppDetail({ id }: { id: string }) {
  const session = useAtomValue(sessionAtom);
  const canPurchase = useCanPurchase(session !== null);
  const { state, reload } = usePortalAppDetail(id);
  const [specId, setSpecId] = useState<number | null>(null);

  if (state.status === 'loading') return <PortalSpinner />;
  if (state.status === 'error') return <PortalError title="应用加载失败" detail={state.message} onRetry={reload} />;
  const app = state.data;
  const chosen = app.specs.find((s) => s.id === specId) ?? app.specs[0] ?? null;
  const selfRoute = `/portal/cloudMarket/appDetail?id=${app.id}`;
  const buyRoute = `${PURCHASE_PAGE}?${new URLSearchParams({ appId: String(app.id), specId: String(chosen?.id ?? '') }).toString()}`;

  return (
    <div className="portal-container portal-app-page" data-testid="market-detail">
      <AppHero
        app={app}
        parent={{ label: '云市场', to: '/portal/cloudMarket' }}
        facts={[['版本', app.version], ['厂商', app.vendor], ['计费方式', BILLING_LABELS[app.billingType] ?? '—']]}
      />
      <section className="portal-panel" aria-labelledby="market-specs">
        <h2 id="market-specs">选择规格</h2>
        <div className="portal-spec-grid" role="radiogroup" aria-labelledby="market-specs">
          {app.specs.map((spec) => (
            <label key={spec.id} className={`portal-spec${chosen?.id === spec.id ? ' portal-spec-on' : ''}`}>
              <input type="radio" name={`spec-${app.id}`} checked={chosen?.id === spec.id} onChange={() => setSpecId(spec.id)} />
              <strong>{spec.specName}</strong>
              <span>
                {spec.cores} 核 · {spec.memoryGb} GB{spec.gpus > 0 ? ` · ${spec.gpus} 卡 GPU` : ''}
              </span>
              <em>{specPrice(spec, app.billingType)}</em>
            </label>
          ))}
        </div>
        <div className="portal-buy">
          {!session && (
            <Link className="portal-btn portal-btn-primary portal-btn-lg" to={loginHref(selfRoute)}>
              登录后购买
            </Link>
          )}
          {session && canPurchase === null && <span className="portal-muted">正在确认购买权限…</span>}
          {session && canPurchase === true && (
            <Link className="portal-btn portal-btn-primary portal-btn-lg" to={buyRoute}>
              立即购买
            </Link>
          )}
          {session && canPurchase === false && <span className="portal-muted">当前账号没有购买权限，请联系企业管理员</span>}
          <Link className="portal-btn portal-btn-outline portal-btn-lg" to={`/portal/appList/${app.id}`}>
            查看应用介绍
          </Link>
        </div>
      </section>
    </div>
  );
}
