import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { usePortalFrame } from '../layout/portalContext';
import { PortalError, PortalSpinner } from '../layout/PortalStates';
import { usePortalCategories } from '../model/usePortalCategories';

interface About {
  name: string;
  englishName: string;
  description: string;
  servicePhone: string;
  supportEmail: string;
  copyright: string;
  version: string;
}

/** Public reads: no overlay (the page shows its spinner) and no toast (its error panel with 重试). */
const QUIET = { loading: false, silent: true } as const;

/** Project info (oauth get-project-info) as the page shows it: an absent text is empty, an absent name the configured one. */
function aboutOf(answer: unknown, fallback: string): About {
  const data = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  return {
    name: text('name') || fallback,
    englishName: text('englishName'),
    description: text('description'),
    servicePhone: text('servicePhone'),
    supportEmail: text('supportEmail'),
    copyright: text('copyright'),
    version: text('version'),
  };
}

const STRENGTHS = [
  { title: '海量算力', text: '通用 CPU 集群、GPU 异构加速与大内存节点，统一调度、弹性获取。' },
  { title: '应用即服务', text: '主流科学计算与工程仿真应用完成部署调优，浏览器中一键提交作业。' },
  { title: '数据在线', text: 'PB 级并行存储，文件在线管理，上传下载与作业数据同处一地。' },
  { title: '安全合规', text: '账号、组织与角色分级授权，资源与费用全程可追溯。' },
] as const;

/** /portal/about: the platform as project info describes it, what it offers, and how to reach it. */
export function AboutPage() {
  const { info } = usePortalFrame();
  const fallback = getRuntimeConfig().platformName;
  const about = useOperationQuery('oauth', 'get-project-info', undefined, QUIET);
  const categories = usePortalCategories();
  if (about.state.status === 'loading') return <PortalSpinner />;
  if (about.state.status === 'error') return <PortalError title="平台信息加载失败" detail={about.state.message} onRetry={about.reload} />;
  const data = aboutOf(about.state.data, fallback);
  const appCount = categories.state.status === 'ready' ? categories.state.data.reduce((sum, c) => sum + c.appCount, 0) : null;
  return (
    <div className="portal-about">
      <header className="portal-page-band">
        <h1>关于我们</h1>
        <p>{info?.portalName || data.name}{data.englishName && ` · ${data.englishName}`}</p>
      </header>
      <div className="portal-container">
        <section className="portal-panel portal-about-intro" aria-labelledby="about-intro">
          <h2 id="about-intro">平台简介</h2>
          <p>{data.description}</p>
          <dl className="portal-stats">
            <div><dt>上线应用</dt><dd>{appCount ?? '—'}</dd></div>
            <div><dt>应用分类</dt><dd>{categories.state.status === 'ready' ? categories.state.data.length : '—'}</dd></div>
            <div><dt>平台版本</dt><dd>{data.version || '—'}</dd></div>
          </dl>
        </section>
        <section aria-labelledby="about-strengths">
          <h2 id="about-strengths" className="pb-title">平台优势</h2>
          <ul className="portal-strengths">
            {STRENGTHS.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="portal-panel" aria-labelledby="about-contact">
          <h2 id="about-contact">联系我们</h2>
          <dl className="portal-facts">
            <div><dt>服务热线</dt><dd>{data.servicePhone || '—'}</dd></div>
            <div><dt>邮箱</dt><dd>{data.supportEmail ? <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a> : '—'}</dd></div>
          </dl>
          <p>
            需要算力资源？<Link to="/portal/workorder">在线提交资源申请</Link>，我们将在一个工作日内与您联系。
          </p>
        </section>
      </div>
    </div>
  );
}
