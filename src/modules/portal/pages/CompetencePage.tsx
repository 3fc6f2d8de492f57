import { Link } from 'react-router-dom';
import { usePortalCategories } from '../model/usePortalCategories';
import { PortalError, PortalSpinner } from '../layout/PortalStates';

const ABILITIES = [
  { title: '算力服务', text: '通用计算、GPU 计算与并行存储，按需申请、弹性使用。', to: '/portal/workorder', action: '申请资源' },
  { title: '应用服务', text: '行业应用一键运行，版本与规格可选，费用透明。', to: '/portal/appStore', action: '进入应用商店' },
  { title: '云市场', text: '应用与算力规格在线选购，按核时或包年包月计费。', to: '/portal/cloudMarket', action: '进入云市场' },
  { title: '行业赋能', text: '面向政务、医药、制造、地信等行业的应用目录与方案。', to: '/category', action: '浏览行业目录' },
] as const;

/**
 * /template/competence (docs/behaviour §2.2): 能力中心 of the platform template area (平台模板管理) — the
 * platform's abilities, each with its way in, and the application categories it covers.
 */
export function CompetencePage() {
  const categories = usePortalCategories();
  return (
    <div className="portal-container portal-competence">
      <nav className="portal-crumbs" aria-label="当前位置">
        <span>平台模板管理</span>
        <span aria-hidden="true">/</span>
        <span aria-current="page">能力中心</span>
      </nav>
      <header className="portal-section-head">
        <h1>能力中心</h1>
        <p>平台对外提供的服务能力一览</p>
      </header>
      <ul className="portal-abilities">
        {ABILITIES.map((ability) => (
          <li key={ability.title}>
            <h2>{ability.title}</h2>
            <p>{ability.text}</p>
            <Link className="portal-btn portal-btn-outline" to={ability.to}>
              {ability.action}
            </Link>
          </li>
        ))}
      </ul>
      <section className="portal-panel" aria-labelledby="competence-categories">
        <h2 id="competence-categories">应用能力覆盖</h2>
        {categories.state.status === 'loading' && <PortalSpinner />}
        {categories.state.status === 'error' && <PortalError title="分类加载失败" detail={categories.state.message} onRetry={categories.reload} />}
        {categories.state.status === 'ready' && (
          <ul className="portal-chip-list">
            {categories.state.data.map((category) => (
              <li key={category.id}>
                <Link className="portal-chip" to={`/portal/appStore?categoryId=${category.id}`}>
                  {category.name} · {category.appCount}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
