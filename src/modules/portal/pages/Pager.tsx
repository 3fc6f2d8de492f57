/** A small pager for portal lists (antd's Pagination would join the portal's first load). */
export function Pager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav className="portal-pager" aria-label="分页">
      <button type="button" className="portal-pager-btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      {numbers.map((n, i) => (
        <span key={n} className="portal-pager-group">
          {i > 0 && n - (numbers[i - 1] ?? n) > 1 && <span className="portal-pager-gap">…</span>}
          <button type="button" className={`portal-pager-btn${n === page ? ' portal-pager-current' : ''}`} aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
            {n}
          </button>
        </span>
      ))}
      <button type="button" className="portal-pager-btn" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
