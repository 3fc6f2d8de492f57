import { render } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { richTextFieldValue } from '../../../src/renderer/form/widgets/RichTextWidget';
import { RichText } from '../../../src/ui/RichText';
import { normaliseSemanticHtml } from '../../../src/ui/RichTextEditor';
import { isEmptyRichText, richTextPlainText } from '../../../src/ui/richTextText';
import { sanitizeRichText } from '../../../src/ui/sanitizeRichText';

/** Parses sanitised output, to assert on elements rather than on string spelling. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

function attributesOf(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}=${a.value}]`));
}

describe('sanitizeRichText with hostile HTML', () => {
  const HOSTILE = [
    '<script>window.__pwned = 1</script><p>正文</p>',
    '<img src="x" onerror="window.__pwned = 1">',
    '<p onclick="window.__pwned = 1" onmouseover="x()">点我</p>',
    '<a href="javascript:window.__pwned=1">链接</a>',
    '<a href=" JaVaScRiPt:alert(1)">大小写</a>',
    '<a href="&#106;avascript:alert(1)">实体编码</a>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<iframe src="https://evil.example/"></iframe>',
    '<object data="https://evil.example/x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example/"><input name="password"><button formaction="javascript:alert(1)">提交</button></form>',
    '<style>body { display: none }</style><link rel="stylesheet" href="https://evil.example/x.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">',
    '<p style="background: url(https://evil.example/track.gif)">追踪</p>',
    '<img src="https://cdn.example/a.png" srcset="https://evil.example/b.png 2x">',
    '<div data-action="delete" class="ant-modal-mask ql-align-center">伪装</div>',
    '<a href="https://example.com/" target="_self">外链</a>',
  ].join('');

  const clean = sanitizeRichText(HOSTILE);
  const root = parse(clean);

  it('removes scripts, frames, objects, forms, styles, meta and base', () => {
    for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'style', 'link', 'meta', 'base', 'svg', 'math']) {
      expect(root.querySelector(tag), tag).toBeNull();
    }
    expect(clean).not.toContain('__pwned');
  });

  it('removes every event handler and javascript: URL, however it is spelt', () => {
    const attributes = attributesOf(root);
    expect(attributes.filter((a) => /\[on[a-z]+=/.test(a))).toEqual([]);
    expect(attributes.filter((a) => /javascript:/i.test(a))).toEqual([]);
    expect(clean.toLowerCase()).not.toContain('javascript');
  });

  it('removes styles that load things, srcset and data attributes; keeps only quill classes', () => {
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.querySelector('[srcset]')).toBeNull();
    expect(root.querySelector('[data-action]')).toBeNull();
    expect(root.querySelector('div')!.className).toBe('ql-align-center');
  });

  it('keeps the content and makes links open in a new tab without opener', () => {
    expect(root.textContent).toContain('正文');
    expect(root.textContent).toContain('点我');
    const link = [...root.querySelectorAll('a')].find((a) => a.textContent === '外链')!;
    expect(link.getAttribute('href')).toBe('https://example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('img[src="https://cdn.example/a.png"]')).not.toBeNull();
  });

  it('keeps what quill writes: formats, colours, lists, inline base64 images', () => {
    const quill = '<h2 class="ql-align-center">标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s>'
      + '<span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0);">彩</span><sub>2</sub><sup>3</sup></p>'
      + '<ul><li>甲</li></ul><ol><li data-list="bullet">乙</li></ol><blockquote>引</blockquote><pre>code</pre>'
      + '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    const kept = parse(sanitizeRichText(quill));
    expect(kept.querySelector('h2.ql-align-center')).not.toBeNull();
    for (const tag of ['strong', 'em', 'u', 's', 'sub', 'sup', 'ul', 'ol', 'blockquote', 'pre']) expect(kept.querySelector(tag), tag).not.toBeNull();
    expect(kept.querySelector('span')!.getAttribute('style')).toContain('color: rgb(230, 0, 0)');
    expect(kept.querySelector('li[data-list="bullet"]')).not.toBeNull();
    expect(kept.querySelector('img')!.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});

describe('RichText', () => {
  it('renders the sanitised HTML and nothing executable', () => {
    const view = render(<RichText html={'<p>活动<b>说明</b></p><img src=x onerror="window.__pwned = 1"><script>window.__pwned = 1</script>'} />);
    const root = view.container.querySelector('.hpc-rich-text')!;
    expect(root.querySelector('b')).toHaveTextContent('说明');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows "-" (or the given text) for empty content, including an emptied editor', () => {
    expect(render(<RichText html={undefined} />).container).toHaveTextContent('-');
    expect(render(<RichText html="<p><br></p>" empty="暂无内容" />).container).toHaveTextContent('暂无内容');
    // Only a script: nothing left once sanitised.
    expect(render(<RichText html="<script>1</script>" empty="空" />).container).toHaveTextContent('空');
  });
});

describe('rich text as plain text and emptiness', () => {
  it('strips tags, separates blocks, drops script and style text, collapses whitespace', () => {
    expect(richTextPlainText('<h1>标题</h1><p>第一段&nbsp;&nbsp;<b>加粗</b></p><ul><li>甲</li><li>乙</li></ul>')).toBe('标题 第一段 加粗 甲 乙');
    expect(richTextPlainText('<script>alert(1)</script><style>p{}</style><p>安全</p>')).toBe('安全');
    expect(richTextPlainText('第一行<br>第二行')).toBe('第一行 第二行');
    expect(richTextPlainText(undefined)).toBe('');
  });

  it('an empty editor, whitespace and empty paragraphs are empty; text or an image is content', () => {
    for (const empty of [undefined, null, '', '   ', '<p><br></p>', '<p></p>', '<p> &nbsp; </p><p><br></p>', '<h2><br></h2>']) {
      expect(isEmptyRichText(empty), String(empty)).toBe(true);
    }
    expect(isEmptyRichText('<p>x</p>')).toBe(false);
    expect(isEmptyRichText('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(false);
  });

  it('the widget stores nothing for an empty editor, so a required field says 不能为空', () => {
    expect(richTextFieldValue('<p><br></p>')).toBeUndefined();
    expect(richTextFieldValue('<p></p>')).toBeUndefined();
    expect(richTextFieldValue('<p>活动规则</p>')).toBe('<p>活动规则</p>');
  });

  it('quill 2 semantic HTML: single &nbsp; become spaces, typed runs stay', () => {
    expect(normaliseSemanticHtml('<p>GPU&nbsp;特惠&nbsp;活动</p>')).toBe('<p>GPU 特惠 活动</p>');
    expect(normaliseSemanticHtml('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a&nbsp;&nbsp;&nbsp;b</p>');
    expect(normaliseSemanticHtml('<p>&amp;nbsp;</p>')).toBe('<p>&amp;nbsp;</p>');
  });
});
