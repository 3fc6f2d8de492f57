/**
 * The quill toolbar of docs/behaviour §9, in its order: bold, italic, underline, strike, colour,
 * background, align, size, font, header 1–6, direction, indent, lists, script, blockquote,
 * code block, clean, link, image. Titles are Chinese (quill's buttons have none).
 */
export const RICH_TEXT_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ font: [] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ direction: 'rtl' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ script: 'sub' }, { script: 'super' }],
  ['blockquote', 'code-block'],
  ['clean'],
  ['link', 'image'],
];

/** docs/behaviour §9 "Editor placeholder 请在这里输入". */
export const RICH_TEXT_PLACEHOLDER = '请在这里输入';
/** docs/behaviour §5/§9: images are inlined as base64 up to 1048576 bytes. */
export const INLINE_IMAGE_MAX_BYTES = 1_048_576;
export const INLINE_IMAGE_TOO_LARGE = '图片大小不能超过 1MB';

/**
 * How the editor takes an image of `size` bytes (docs/behaviour §5, §7.4): inlined as base64 up to 1,048,576
 * bytes; a larger one uploaded (chunked) when the editor has an uploader, refused otherwise.
 */
export function imageRoute(size: number, canUpload: boolean): 'inline' | 'upload' | 'refuse' {
  if (size <= INLINE_IMAGE_MAX_BYTES) return 'inline';
  return canUpload ? 'upload' : 'refuse';
}
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Title of a toolbar control by its quill class and value. */
const TITLES: Record<string, string | Record<string, string>> = {
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  color: '文字颜色',
  background: '背景颜色',
  align: '对齐方式',
  size: '字号',
  font: '字体',
  header: '标题',
  direction: '文字方向',
  indent: { '-1': '减少缩进', '+1': '增加缩进' },
  list: { ordered: '有序列表', bullet: '无序列表' },
  script: { sub: '下标', super: '上标' },
  blockquote: '引用',
  'code-block': '代码块',
  clean: '清除格式',
  link: '链接',
  image: '图片',
};

export function toolbarTitle(format: string, value: string | null): string | undefined {
  const entry = TITLES[format];
  if (entry === undefined || typeof entry === 'string') return entry;
  return value === null ? undefined : entry[value];
}
