/** The lint problems under the editor: each a button that moves the editor's cursor to its pointer. */
import type { SyntaxProblem } from './model/jsonDocument';
import type { PlaygroundProblem } from './model/lintPage';

interface ProblemListProps {
  syntax: SyntaxProblem | null;
  problems: readonly PlaygroundProblem[] | null;
  onGo: (target: { pointer?: string; offset?: number }) => void;
}

export function ProblemList({ syntax, problems, onGo }: ProblemListProps) {
  if (syntax) {
    return (
      <div className="hpc-playground-problems" role="region" aria-label="检查结果">
        <div className="hpc-playground-summary is-error">JSON 无法解析，预览保持上一次的结果</div>
        <ul>
          <li>
            <button type="button" className="hpc-playground-problem is-error" onClick={() => onGo({ offset: syntax.from })}>
              <span className="hpc-playground-pointer">第 {syntax.line} 行第 {syntax.column} 列</span>
              <span className="hpc-playground-message">{syntax.message}</span>
            </button>
          </li>
        </ul>
      </div>
    );
  }
  if (problems === null) {
    return <div className="hpc-playground-problems" role="region" aria-label="检查结果"><div className="hpc-playground-summary">正在检查…</div></div>;
  }
  const errors = problems.filter((p) => p.level === 'error').length;
  const warnings = problems.length - errors;
  const summary = problems.length === 0 ? '检查通过：没有问题（与 npm run lint:schemas 相同的规则）' : `${errors} 个问题，${warnings} 个警告`;
  return (
    <div className="hpc-playground-problems" role="region" aria-label="检查结果">
      <div className={`hpc-playground-summary${errors > 0 ? ' is-error' : problems.length === 0 ? ' is-ok' : ''}`} aria-live="polite">{summary}</div>
      {problems.length > 0 && (
        <ul>
          {problems.map((p, i) => (
            <li key={`${p.pointer}:${p.message}:${i}`}>
              <button type="button" className={`hpc-playground-problem is-${p.level}`} onClick={() => onGo({ pointer: p.at })}>
                <span className="hpc-playground-pointer">{p.level === 'warning' ? '警告 ' : ''}#{p.pointer}</span>
                <span className="hpc-playground-message">{p.message}</span>
                <span className="hpc-playground-hint">提示：{p.hint}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
