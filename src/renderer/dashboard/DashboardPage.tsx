import { Card, Col, Empty, Row, Skeleton, Statistic, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import { http } from '../../core/http/client';
import { useAtomValue } from '../../adapters/atomHooks';
import { hasPermission } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { ChartConfig, DashboardPageConfig, StatCard } from '../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { cardValue, CHART_PALETTE_REST, chartOption, formatCardValue, isEmptySeries, readSeries } from './resolveDashboard';
import './dashboard.css';

/** echarts is its own chunk: the cards show while it loads. */
const DashboardChart = lazy(() => import('./DashboardChart'));

const CHART_HEIGHT = 300;

/**
 * Stat cards and charts over one GET of the page's `source`, then each further part over its own
 * GET — a part only for a caller holding one of its operation's grants, so nobody sees a card
 * the backend would refuse.
 */
export function DashboardPage({ pageId, config }: { pageId: string; config: DashboardPageConfig }) {
  const codes = useAtomValue(permissionCodesAtom);
  const parts = (config.parts ?? []).filter((part) => part.grants === null || part.grants.some((code) => hasPermission(code, codes)));
  return (
    <div className="hpc-dashboard" data-page={pageId}>
      {config.title && <h2 className="hpc-dashboard-title">{config.title}</h2>}
      <DashboardSection pageId={pageId} source={config.source} cards={config.cards ?? []} charts={config.charts ?? []} />
      {parts.map((part) => (
        <section key={part.source} className="hpc-dashboard-part" aria-label={part.title}>
          {part.title && <h3 className="hpc-dashboard-part-title">{part.title}</h3>}
          <DashboardSection pageId={pageId} source={part.source} cards={part.cards ?? []} charts={part.charts ?? []} />
        </section>
      ))}
    </div>
  );
}

interface SectionProps {
  pageId: string;
  source: string;
  cards: readonly StatCard[];
  charts: readonly ChartConfig[];
}

function DashboardSection({ pageId, source, cards, charts }: SectionProps) {
  // Silent, no overlay: the section shows its own skeleton and an error panel with 重试.
  const { state, reload } = useAsyncData<unknown>(`${pageId}:${source}`, () => http.get(source, { silent: true, loading: false }));
  if (state.status === 'error') return <ErrorPanel title="数据加载失败" detail={state.message} onRetry={reload} />;
  return (
    <>
      {cards.length > 0 && (
        <Row gutter={[16, 16]} className="hpc-dashboard-cards">
          {cards.map((card) => {
            const value = state.status === 'ready' ? cardValue(state.data, card) : undefined;
            return (
              <Col key={card.title} flex="1 1 200px">
                <Card className="hpc-dashboard-card" loading={state.status === 'loading'}>
                  <Statistic title={card.title} value={formatCardValue(value, card)} suffix={value === undefined ? undefined : card.unit} />
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      {charts.length > 0 && (
        <Row gutter={[16, 16]} className="hpc-dashboard-charts">
          {charts.map((chart, index) => (
            // An odd count: the first chart takes the whole row, the others pair up.
            <Col key={chart.title} xs={24} xl={charts.length % 2 === 1 && index === 0 ? 24 : 12}>
              <Card title={chart.title} className="hpc-dashboard-chart">
                {state.status === 'ready' ? <ChartBody chart={chart} answer={state.data} /> : <Skeleton active paragraph={{ rows: 6 }} />}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

function ChartBody({ chart, answer }: { chart: ChartConfig; answer: unknown }) {
  const { token } = theme.useToken();
  const points = useMemo(() => readSeries(answer, chart.series), [answer, chart.series]);
  const option = useMemo(() => chartOption(chart, points, [token.colorPrimary, ...CHART_PALETTE_REST]), [chart, points, token.colorPrimary]);
  if (isEmptySeries(chart, points)) {
    return <Empty className="hpc-dashboard-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" style={{ height: CHART_HEIGHT }} />;
  }
  return (
    <div role="img" aria-label={`${chart.title}：${points.map((p) => `${p.name} ${p.value}`).join('，')}`}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <DashboardChart option={option} height={CHART_HEIGHT} />
      </Suspense>
    </div>
  );
}
