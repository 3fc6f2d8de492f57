/**
 * 配置试验场 (schema playground, issue 24 point 7): a configurer edits a page config as JSON with
 * completions from the page meta-schema, sees lint:schemas' problems at their JSON pointers and
 * a live preview by the real renderer against the mocks, then copies or downloads the result
 * into schemas/pages/. Nothing from the edited config is ever injected as HTML.
 */
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useRef } from 'react';
import { notify } from '../../core/feedback/notify';
import { pageConfigPath } from '../../pageLanguage/pageConfigLoader';
import { saveBlob } from '../../renderer/files/saveBlob';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { JsonEditor, type EditorMark, type JsonEditorHandle } from './editor/JsonEditor';
import { pointerRange } from './model/jsonDocument';
import { pageSchema, type LintSources } from './model/lintSources';
import { BLANK_PAGE_ID, downloadName } from './model/templates';
import { PreviewPane, type PreviewState } from './PreviewPane';
import { ProblemList } from './ProblemList';
import { usePlayground } from './usePlayground';
import { copyText } from './copyText';
import './playground.css';

const BLANK_LABEL = '空白列表页模板';

/** Whether the previewed page's family is a shipped one (so the demo backend serves it); undefined for a page without one. */
function servedBase(preview: PreviewState, sources: LintSources): boolean | undefined {
  if ('problem' in preview) return false;
  const family = 'family' in preview.config ? preview.config.family : undefined;
  if (typeof family !== 'string') return undefined;
  return sources.tree.families?.has(family) ?? false;
}

export default function PlaygroundModule() {
  const playground = usePlayground();
  const { pageId, text, doc, problems, sources, sourcesError, preview } = playground;
  const editor = useRef<JsonEditorHandle>(null);
  // The shipped pages, as the lint sources list them (a real build lists its files in a chunk of their own).
  const options = useMemo(
    () => [{ value: BLANK_PAGE_ID, label: BLANK_LABEL }, ...[...(sources?.tree.pages.keys() ?? [])].sort().map((id) => ({ value: id, label: id }))],
    [sources],
  );

  const marks = useMemo<EditorMark[]>(() => {
    if (doc.error) return [{ from: doc.error.from, to: doc.error.to, severity: 'error', message: doc.error.message }];
    return (problems ?? []).map((p) => {
      const range = pointerRange(doc.root, p.at);
      // An object or array spanning lines is marked on its first line only (the key and the bracket).
      const lineEnd = doc.text.indexOf('\n', range.from);
      const to = lineEnd >= 0 && lineEnd < range.to ? lineEnd : range.to;
      return { from: range.from, to, severity: p.level, message: `#${p.pointer}  ${p.message}\n提示：${p.hint}` };
    });
  }, [doc, problems]);

  const fileName = downloadName(pageId);
  const target = pageId === BLANK_PAGE_ID ? 'schemas/pages/<菜单路径>.json' : pageConfigPath(pageId);

  const copy = async () => {
    try {
      await copyText(text);
      notify.success('已复制 JSON');
    } catch {
      notify.error('复制失败：浏览器不允许写入剪贴板，请使用下载');
    }
  };

  return (
    <div className="hpc-playground">
      <p className="hpc-playground-intro">
        编辑一个页面配置（JSON），输入时按 Ctrl+空格 补全字段与取值；下方列出与 <code>npm run lint:schemas</code> 相同的检查结果，点击一条即可跳到对应位置；右侧是渲染器用演示数据绘制的实时预览。
      </p>
      <div className="hpc-playground-grid">
        <section className="hpc-playground-left" aria-label="配置编辑">
          <div className="hpc-playground-toolbar">
            <label htmlFor="hpc-playground-page" className="hpc-playground-label">页面配置</label>
            <Select
              id="hpc-playground-page"
              className="hpc-playground-picker"
              showSearch
              value={pageId}
              options={options}
              optionFilterProp="label"
              onChange={(next: string) => void playground.pick(next).then((nextText) => editor.current?.setText(nextText))}
              aria-label="选择页面配置"
            />
          </div>
          <div className="hpc-playground-actions">
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>复制 JSON</Button>
            <Button icon={<DownloadOutlined />} onClick={() => saveBlob(new Blob([text], { type: 'application/json' }), fileName)}>下载 {fileName}</Button>
          </div>
          <div className="hpc-playground-target">
            保存位置：<code>{target}</code>（菜单路径即文件路径；新页面还需在 schemas/menu.json 加菜单项并运行 <code>npm run gen:permissions</code>）
          </div>
          <JsonEditor ref={editor} initialText={text} schema={pageSchema} names={sources?.names ?? null} marks={marks} onChange={playground.edit} />
          {sourcesError ? (
            <ErrorPanel title="检查规则加载失败" detail={sourcesError} onRetry={playground.retrySources} />
          ) : (
            <ProblemList
              syntax={doc.error}
              problems={problems}
              onGo={({ pointer, offset }) => {
                const from = offset ?? pointerRange(doc.root, pointer ?? '/').from;
                editor.current?.moveTo(from);
              }}
            />
          )}
        </section>
        <section className="hpc-playground-right" aria-label="实时预览">
          <div className="hpc-playground-preview-head">实时预览{preview ? `：${preview.pageId === BLANK_PAGE_ID ? BLANK_LABEL : preview.pageId}` : ''}</div>
          {preview && sources && servedBase(preview, sources) === false && (
            <div className="hpc-playground-preview-note" role="note">
              演示后端只提供已声明的接口族：新的接口族在 schemas/families/ 中声明后才由 CRUD 模拟接口生成，此处预览会显示加载失败。
            </div>
          )}
          <div className="hpc-playground-preview">
            <PreviewPane preview={preview} onRetry={playground.retrySources} />
          </div>
        </section>
      </div>
    </div>
  );
}
