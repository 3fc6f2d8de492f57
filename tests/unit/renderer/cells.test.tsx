import { render, screen } from '../../support/testingLibrary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cell } from '../../../src/renderer/list/Cell';
import { expiryState } from '../../../src/renderer/list/cells/expiry';
import { resolveColumns } from '../../../src/renderer/list/resolveColumns';
import type { ColumnConfig } from '../../../src/pageLanguage/columns';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity: EntitySchema = {
  $id: 'contract', title: '合同', type: 'object',
  properties: {
    endDate: { type: 'string', title: '到期日期', format: 'date' },
    attachment: { type: 'string', title: '附件' },
    content: { type: 'string', title: '内容', contentMediaType: 'text/html' },
    cover: { type: 'string', title: '封面' },
  },
};

function cell(config: ColumnConfig, record: Record<string, unknown>) {
  const [column] = resolveColumns([config], entity, 'contract');
  return render(<Cell column={column!} record={record} />);
}

describe('expiry slot (clock fixed at 2026-11-02 10:00 Beijing time)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-02T10:00:00+08:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('before today is 已过期 (red)', () => {
    cell({ key: 'endDate', slot: 'expiry' }, { endDate: '2026-11-01' });
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();
    const tag = screen.getByText('已过期');
    expect(tag.className).toContain('hpc-cell-tag-red');
  });

  it('within 30 days by default is 即将到期（N天） (orange), today counting as 0 days', () => {
    const view = cell({ key: 'endDate', slot: 'expiry' }, { endDate: '2026-11-12' });
    expect(screen.getByText('即将到期（10天）').className).toContain('hpc-cell-tag-orange');
    view.unmount();
    const today = cell({ key: 'endDate', slot: 'expiry' }, { endDate: '2026-11-02 23:59:59' });
    expect(screen.getByText('即将到期（0天）')).toBeInTheDocument();
    today.unmount();
    cell({ key: 'endDate', slot: 'expiry' }, { endDate: '2026-12-02' });
    expect(screen.getByText('即将到期（30天）')).toBeInTheDocument();
  });

  it('beyond warnDays shows the date alone; warnDays narrows the window', () => {
    const view = cell({ key: 'endDate', slot: 'expiry' }, { endDate: '2026-12-03' });
    expect(view.container).toHaveTextContent(/^2026-12-03$/);
    view.unmount();
    cell({ key: 'endDate', slot: 'expiry', warnDays: 7 }, { endDate: '2026-11-12' });
    expect(screen.queryByText(/即将到期/)).toBeNull();
    expect(expiryState('2026-11-09', 7)).toEqual({ kind: 'expiring', days: 7 });
  });

  it('formatTime applies to the date; empty and invalid values show no tag', () => {
    const view = cell({ key: 'endDate', slot: 'expiry', formatTime: 'YYYY年MM月DD日' }, { endDate: '2026-10-01' });
    expect(screen.getByText('2026年10月01日')).toBeInTheDocument();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    view.unmount();
    expect(cell({ key: 'endDate', slot: 'expiry' }, {}).container).toHaveTextContent(/^-$/);
    expect(expiryState('不是日期')).toEqual({ kind: 'invalid' });
  });
});

describe('file, richtext and img slots', () => {
  it('file: the decoded last URL segment as a download link', () => {
    cell({ key: 'attachment', slot: 'file' }, { attachment: '/api/operation-management/v1/files/ab12/%E6%9C%8D%E5%8A%A1%E5%90%88%E5%90%8C.pdf' });
    const link = screen.getByRole('link', { name: /服务合同\.pdf/ });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/api/operation-management/v1/files/ab12/%E6%9C%8D%E5%8A%A1%E5%90%88%E5%90%8C.pdf');
    expect(link).toHaveAttribute('download', '服务合同.pdf');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('file: an unsafe URL is shown as text, never as a link', () => {
    cell({ key: 'attachment', slot: 'file' }, { attachment: 'javascript:alert(1)//x.pdf' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('x.pdf')).toBeInTheDocument();
  });

  it('richtext: plain text on one line, no markup from the data', () => {
    const view = cell({ key: 'content', slot: 'richtext' }, { content: '<h2>活动规则</h2><p>满 <b>1000</b> 核时送 100</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' });
    const text = view.container.querySelector('.hpc-list-ellipsis')!;
    expect(text.textContent).toBe('活动规则 满 1000 核时送 100');
    expect(view.container.querySelector('b, img, script, h2')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('img: an uploaded picture path is resolved against the API base; an unsafe value shows "-"', () => {
    const view = cell({ key: 'cover', img: true }, { cover: '/api/operation-management/v1/files/seed-cover-1/%E5%B0%81%E9%9D%A2.png' });
    expect(view.container.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/api/operation-management/v1/files/seed-cover-1/%E5%B0%81%E9%9D%A2.png');
    view.unmount();
    expect(cell({ key: 'cover', img: true }, { cover: 'javascript:alert(1)' }).container).toHaveTextContent(/^-$/);
  });
});
