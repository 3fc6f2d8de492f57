/**
 * Block pages: a page made of typed blocks (a heading, stat cards, charts, a table, a grid of
 * cards, rich text) over reads of one endpoint family. Each block type is declared here once and
 * rendered by one entry of src/renderer/blocks/registry.ts, keyed by `type`; page.schema.json is
 * generated from these types. Values are dot paths into a read's answer and `{field}` templates:
 * data, never code.
 */
import type { EndpointFamily } from './endpoint';
import type { FormFieldConfig } from './form';
import type { EntityRef, FamilyRef, PageBase } from './pageConfig';
import type { BannerCarouselBlock, CardCarouselBlock } from './carouselBlocks';
import type { LogBlock } from './logBlock';

/**
 * A GET operation of the page's family, read once and shared by every block naming it.
 * @additionalProperties false
 */
export interface BlockSourceDeclaration {
  /** The operation's name in the family's `operations`. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** Fixed query parameters (e.g. which industry); each must be a query parameter the operation declares. */
  query?: Record<string, string | number | boolean>;
  /** Whether the page's date range (`range`) is sent with this read (default true when the page has a range). */
  ranged?: boolean;
  /** Parameters taken from the page's address (`?id=`): the record a detail page of blocks shows. */
  address?: BlockAddress;
  /** Read again every `seconds` while a condition holds on the answer (a queued or running job). */
  poll?: BlockPoll;
  /** A search box above the blocks whose text is sent as one query parameter of this read. */
  search?: BlockSearch;
}

/**
 * Parameters of a read taken from the page's address query: `params` maps a path parameter
 * (`{id}`) or query parameter of the operation to the name in the address (`id` of `?id=28`).
 * Without them the read's blocks show `missing` and a way to where such records are listed.
 * @additionalProperties false
 */
export interface BlockAddress {
  /** Operation parameter → address query name. @minProperties 1 */
  params: Record<string, string>;
  /** What the page says when the address lacks them, e.g. 未指定作业，请从“应用运行”中选择. @minLength 1 */
  missing: string;
  link?: BlockLink;
}

/** @additionalProperties false */
export interface BlockPoll {
  /** @minimum 2 @maximum 300 */
  seconds: number;
  /** Poll only while this holds on the answer; once it stops holding, the read stays as it is. */
  while: BlockCondition;
}

/** @additionalProperties false */
export interface BlockSearch {
  /** The operation's query parameter the text is sent as. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  param: string;
  /** Accessible name and placeholder of the box, e.g. 应用名称. @minLength 1 */
  label: string;
  /** Text of an empty answer to a search (default 没有匹配的结果). */
  empty?: string;
}

/**
 * A call a block's action makes: an operation of the page's family or of `family`, its
 * parameters taken from the item the action is on (a card, a row) or the answer.
 * @additionalProperties false
 */
export interface BlockCall {
  /** Another family's operation (e.g. a permission check of application-workorder); default the page's. */
  family?: FamilyRef;
  /** @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** Each path parameter (`{id}`), query parameter or body field of the operation → a dot path of the item. */
  params?: Record<string, string>;
}

/** @additionalProperties false */
export interface BlockRequirement {
  /** Dot path in the call's answer. @minLength 1 */
  field: string;
  /** @minItems 1 */
  in: (string | number | boolean)[];
  /** Shown as a warning when the answer does not meet it; `{field}` of the answer (the server's reason). @minLength 1 */
  message: string;
}

/**
 * One call of an action; with `require`, the action stops (and says why) unless its answer meets it.
 * @additionalProperties false
 */
export interface BlockActionStep extends BlockCall {
  require?: BlockRequirement;
}

/**
 * A dialog showing an address the last call answered (a remote desktop), opened in a new window
 * by the user's click (a window opened after a call would be blocked).
 * @additionalProperties false
 */
export interface BlockOpen {
  /** Dot path of the http(s) address in the last call's answer. @minLength 1 */
  field: string;
  /** `{field}` template of the dialog's title (of the item). @minLength 1 */
  title: string;
  /** @minLength 1 */
  text: string;
}

/**
 * A button on a block, a card or a row: calls operations in order (asking `confirm` first), then
 * says `success`, opens an address (`open`) or a route (`to`); the page's reads are read again
 * after a call. Shown only while `when` holds on the item.
 * @additionalProperties false
 */
export interface BlockAction {
  /** @minLength 1 */
  label: string;
  when?: BlockCondition;
  danger?: boolean;
  /** `{field}` template of the question asked before anything is called. */
  confirm?: string;
  /** @minItems 1 @maxItems 4 */
  steps?: BlockActionStep[];
  /** `{field}` template of the toast after the calls. */
  success?: string;
  /** A route of the console opened afterwards (`{field}` of the item). @pattern ^/ */
  to?: string;
  open?: BlockOpen;
}

/**
 * A date range above the blocks: the user picks it and every ranged read is made again. Before
 * the user picks, nothing is sent and the server answers its default range, which it names in the
 * answer (`answerFrom` / `answerTo`) and the picker shows.
 * @additionalProperties false
 */
export interface BlockRange {
  /** Accessible name and placeholder of the picker, e.g. 统计日期. @minLength 1 */
  label: string;
  /** Query parameter of the first day (YYYY-MM-DD). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  from: string;
  /** Query parameter of the last day (YYYY-MM-DD). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  to: string;
  /** Dot path of the first day the server used, in the answer of the first ranged source. */
  answerFrom?: string;
  /** Dot path of the last day the server used. */
  answerTo?: string;
}

/** Fields every block has. */
export interface BlockBase {
  /** The name of a read in the page's `sources`. @pattern ^[a-zA-Z][a-zA-Z0-9_-]*$ */
  source: string;
  /** `half`: two such blocks side by side from 1200 px on; default the full width. */
  width?: 'full' | 'half';
}

/**
 * A link in a block: a route of the console, `{field}` filled from the answer.
 * @additionalProperties false
 */
export interface BlockLink {
  /** @minLength 1 */
  label: string;
  /** A route starting with / (may carry a query), e.g. /category?industry={key}. @pattern ^/ */
  to: string;
}

/**
 * A banner: a heading and a paragraph from the answer, and a link.
 * @additionalProperties false
 */
export interface HeroBlock extends BlockBase {
  type: 'hero';
  /** `{field}` template of the heading. @minLength 1 */
  heading: string;
  /** `{field}` template of the paragraph. */
  text?: string;
  link?: BlockLink;
}

/**
 * How a number is shown: `money` ¥ with thousands separators and two decimals, `decimal` with
 * `toFixed` decimals (default 2) and separators, `integer` with separators, `bytes` a file size
 * (1.50 MB), `countdown` the time left until a Beijing time (剩余 HH:MM:SS, ticking each second
 * in a fields block; 已到期 once it is past).
 */
export type BlockNumberFormat = 'money' | 'decimal' | 'integer' | 'bytes' | 'countdown';

/** @additionalProperties false */
export interface BlockStat {
  /** Text over the figure; `{field}` filled from the answer (e.g. {start} 至 {end} 累计核时). @minLength 1 */
  title: string;
  /** Dot path of the figure in the answer; `length:<path>` counts the items of an array. @minLength 1 */
  value: string;
  unit?: string;
  format?: BlockNumberFormat;
  /** @minimum 0 @maximum 6 */
  toFixed?: number;
}

/**
 * A row of stat cards.
 * @additionalProperties false
 */
export interface StatsBlock extends BlockBase {
  type: 'stats';
  /** A heading over the cards (needed for `links`). */
  title?: string;
  /** Buttons at the heading's right, the first one primary (e.g. 充值, 购买套餐). @maxItems 3 */
  links?: BlockLink[];
  /** @minItems 1 @maxItems 8 */
  items: BlockStat[];
}

/** @additionalProperties false */
export interface BlockSeries {
  /** Legend name. @minLength 1 */
  name: string;
  /** Field of each item holding the value. @minLength 1 */
  field: string;
  /** Bar or line (default: the chart's kind); a pie has one series. */
  kind?: 'bar' | 'line';
  /** `right`: a second value axis on the right (e.g. a count beside core-hours). */
  axis?: 'left' | 'right';
  /** Series with the same stack name are stacked. */
  stack?: string;
  /** A line with its area filled. */
  area?: boolean;
}

/**
 * A chart over an array of the answer: one category per item, one series per value field.
 * @additionalProperties false
 */
export interface ChartBlock extends BlockBase {
  type: 'chart';
  /** @minLength 1 */
  title: string;
  chart: 'bar' | 'line' | 'pie';
  /** Dot path of the items. @minLength 1 */
  items: string;
  /** Field of each item naming its category (x axis, or pie slice). @minLength 1 */
  category: string;
  /** Characters of the category shown on the axis from the start (e.g. 5 turns 2026-11-02 into 11-02: `slice` from). @minimum 0 */
  categoryFrom?: number;
  /** @minItems 1 @maxItems 6 */
  series: BlockSeries[];
  /** Name of the left value axis, e.g. 核时. */
  axisName?: string;
  /** Name of the right value axis. */
  rightAxisName?: string;
  /** Text when there is nothing to draw (default 暂无数据). */
  empty?: string;
  /** Height in px (default 300). @minimum 160 @maximum 640 */
  height?: number;
}

/** @additionalProperties false */
export interface BlockColumn {
  /** Field of the item. @minLength 1 */
  key: string;
  /** @minLength 1 */
  title: string;
  format?: BlockNumberFormat;
  /** @minimum 0 @maximum 6 */
  toFixed?: number;
  /** A label per value (a state shown as a tag, e.g. true → 已到期); a value without one shows as is. */
  labels?: Record<string, string>;
  /** A bar of this value against another field of the item (e.g. core-hours used of the package's), with the value and unit written beside it. */
  progress?: BlockProgress;
  /** Field of the item holding an http(s) address: the value is a link opening it in a new tab (a stored file). */
  href?: string;
}

/** @additionalProperties false */
export interface BlockProgress {
  /** Field of the item holding the whole. @minLength 1 */
  of: string;
  /** Unit written after the value, e.g. 核时. */
  unit?: string;
}

/**
 * A table over an array of the answer, formatted like every list of the console.
 * @additionalProperties false
 */
export interface TableBlock extends BlockBase {
  type: 'table';
  /** @minLength 1 */
  title: string;
  /** Dot path of the rows. @minLength 1 */
  items: string;
  /** Field unique per row. @minLength 1 */
  rowKey: string;
  /** @minItems 1 */
  columns: BlockColumn[];
  /** `reverse`: the last item first (a daily series shown newest first). */
  order?: 'reverse';
  /** Rows per page; absent: every row on one page. @minimum 5 @maximum 100 */
  pageSize?: number;
  /** What a row is counted as in 共 N <unit> (default 条). */
  unit?: string;
  /** Text when there are no rows (default 暂无数据). */
  empty?: string;
  /** Buttons in a last 操作 column, each on its row (e.g. 删除). @maxItems 4 */
  actions?: BlockAction[];
}

/** @additionalProperties false */
export interface BlockCardTag {
  /** Field of the item. @minLength 1 */
  field: string;
  /** Label per value; a value without one shows as is. */
  labels?: Record<string, string>;
}

/**
 * A grid of cards, one per item of an array of the answer.
 * @additionalProperties false
 */
export interface CardsBlock extends BlockBase {
  type: 'cards';
  /** @minLength 1 */
  title: string;
  /** Dot path of the items; `.` when the answer itself is the array. @minLength 1 */
  items: string;
  /** `{field}` template of each card's title. @minLength 1 */
  cardTitle: string;
  /** `{field}` template of each card's text (at most two lines shown, the rest in a tooltip). */
  cardText?: string;
  /** `{field}` template of a muted line under the text. */
  cardMeta?: string;
  tag?: BlockCardTag;
  /** A link at the block's top right, e.g. 查看全部. */
  link?: BlockLink;
  /** Text when there are no items (default 暂无数据). */
  empty?: string;
  /** Cards per row from 1200 px on (default 2). @minimum 1 @maximum 4 */
  columns?: number;
  /** A picture before each card's title: an operation answering an image, its parameters from the item. */
  icon?: BlockCall;
  /** Buttons at each card's foot, on that card's item (e.g. 启动, 退订). @maxItems 4 */
  actions?: BlockAction[];
  /** A 卡片/列表 switch: the list shows the items as a table of these columns (and the actions). */
  list?: BlockCardList;
  /**
   * How the cards look: `panel` (default) the console's framed cards; `apps` light application
   * cards (a letter mark, the title with `cardMeta` under it, the text, `tags` and `cardNote` at
   * the foot); `tiles` pictures (`image`) with the title and text over them. `apps` and `tiles`
   * draw `link` under the grid and no 卡片/列表 switch.
   */
  look?: 'panel' | 'apps' | 'tiles';
  /** Field of each item holding a picture's address (a tile's picture). */
  image?: string;
  /** `{field}` template of where each card leads: a route, or an http(s) address opened in a new tab. */
  cardLink?: string;
  /** `{field}` template of a note at the card's foot (`apps`), e.g. {useCount} 次使用. */
  cardNote?: string;
  /** Field of each item holding an array of tags; the first two are shown (`apps`). */
  tags?: string;
  /** Cards shown at most in a phone-narrow frame (the rest behind `link`). @minimum 1 */
  narrowMax?: number;
}

/** @additionalProperties false */
export interface BlockCardList {
  /** @minItems 1 */
  columns: BlockColumn[];
  /** Field unique per item. @minLength 1 */
  rowKey: string;
}

/** @additionalProperties false */
export interface BlockFieldTag {
  /** Dot path of the value choosing the colour (default the field's own value). */
  field?: string;
  /** A colour per value (antd tag colours: success, processing, warning, error, default). */
  colors: Record<string, string>;
}

/** @additionalProperties false */
export interface BlockField {
  /** @minLength 1 */
  label: string;
  /** Dot path of the value in the answer. @minLength 1 */
  value: string;
  format?: BlockNumberFormat;
  /** @minimum 0 @maximum 6 */
  toFixed?: number;
  /** After the value (核, GB, %); not after "-". */
  unit?: string;
  /** The value shown as a coloured tag. */
  tag?: BlockFieldTag;
  /** Shown only while this holds on the answer (a queued job's place, a running job's time left). */
  when?: BlockCondition;
}

/** @additionalProperties false */
export interface BlockPairs {
  /** Dot path of an array of label/value items (e.g. a job's parameters). @minLength 1 */
  items: string;
  /** Field of each item holding its label. @minLength 1 */
  label: string;
  /** Field of each item holding its value. @minLength 1 */
  value: string;
}

/**
 * Labelled values of a record (a job's name, state, times), named one by one (`items`) or read from
 * an array of label/value pairs (`pairs`), with buttons at the heading's right.
 * @additionalProperties false
 */
export interface FieldsBlock extends BlockBase {
  type: 'fields';
  /** @minLength 1 */
  title: string;
  /** @minItems 1 */
  items?: BlockField[];
  pairs?: BlockPairs;
  /** Values per row (default 2). @minimum 1 @maximum 4 */
  columns?: number;
  /** Buttons at the heading's right, on the answer (e.g. 取消作业 while the job runs, 返回). @maxItems 4 */
  actions?: BlockAction[];
  /** A 刷新 button reading the answer again. */
  refresh?: boolean;
  /** Text when `pairs` has none (default 暂无数据). */
  empty?: string;
}

/** @additionalProperties false */
export interface BlockTimelineColor {
  /** Field of each item choosing the dot's colour. @minLength 1 */
  field: string;
  /** A colour per value (blue, green, red, gray). */
  colors: Record<string, string>;
}

/**
 * What happened when, one line per item of an array of the answer (a job's states), in order.
 * @additionalProperties false
 */
export interface TimelineBlock extends BlockBase {
  type: 'timeline';
  /** @minLength 1 */
  title: string;
  /** Dot path of the items. @minLength 1 */
  items: string;
  /** `{field}` template of each line, e.g. {time}  {label}. @minLength 1 */
  text: string;
  color?: BlockTimelineColor;
  /** Text when there are none (default 暂无记录). */
  empty?: string;
}

/**
 * Preformatted text of the answer (a job's output): a string, or an array of lines.
 * @additionalProperties false
 */
export interface TextBlock extends BlockBase {
  type: 'text';
  /** @minLength 1 */
  title: string;
  /** Dot path of the text or its lines. @minLength 1 */
  field: string;
  /** Text when there is none (default 暂无内容). */
  empty?: string;
}

/**
 * Rich text from the answer, sanitised before it is shown.
 * @additionalProperties false
 */
export interface RichTextBlock extends BlockBase {
  type: 'rich-text';
  title?: string;
  /** Dot path of the HTML. @minLength 1 */
  field: string;
  /** Dot path of when it was last changed, shown as 更新于 <time>. */
  updated?: string;
  /** Text when it is empty (default 暂无内容). */
  empty?: string;
  /** A 刷新 button reading it again (a tab kept open sees an edit made elsewhere). */
  refresh?: boolean;
  /** `section`: a heading and the text on the page, no card frame (a portal page's look); default `panel`. */
  look?: 'panel' | 'section';
}

/**
 * When a notice shows: the answer's `field` equals one of `in`, or is a number above `above`.
 * @additionalProperties false
 */
export interface BlockCondition {
  /** Dot path in the answer. @minLength 1 */
  field: string;
  /** @minItems 1 */
  in?: (string | number | boolean)[];
  above?: number;
}

/**
 * A notice line (a warning or an error) shown only while its condition holds, with a link.
 * @additionalProperties false
 */
export interface NoticeBlock extends BlockBase {
  type: 'notice';
  tone: 'info' | 'warning' | 'error';
  /** `{field}` template (`{field|money}` an amount in 元). @minLength 1 */
  text: string;
  when: BlockCondition;
  link?: BlockLink;
}

/**
 * A small form over a write of the page's family (e.g. the balance warning): the entity's fields
 * (types, titles, rules, widgets, Chinese messages) start from the source's answer and are sent
 * to `operation`; on success the page's reads are read again.
 * @additionalProperties false
 */
export interface FormBlock extends BlockBase {
  type: 'form';
  /** @minLength 1 */
  title: string;
  /** The entity declaring the fields. */
  entity: EntityRef;
  /** @minItems 1 */
  fields: (string | FormFieldConfig)[];
  /** A PUT or POST operation of the page's family; its body is the fields. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** Text of the submit button (default 保存). */
  submitLabel?: string;
  /** The toast after a save (default 保存成功). */
  success?: string;
}

/** @additionalProperties false */
export interface BlockPickerLookup {
  /** A read of the page answering the names (e.g. the task types). @pattern ^[a-zA-Z][a-zA-Z0-9_-]*$ */
  source: string;
  /** Dot path of its items (`.`: the answer itself). @minLength 1 */
  items: string;
  /** Field of each of its items holding the value. @minLength 1 */
  value: string;
  /** Field of each of its items holding the name. @minLength 1 */
  label: string;
}

/** @additionalProperties false */
export interface BlockPickerNotice {
  when: BlockCondition;
  /** @minLength 1 */
  text: string;
}

/**
 * A chooser of one item of the answer (e.g. a task) whose value goes into the page's address
 * (`param`): reads taking that parameter from the address (`address`) follow the choice.
 * @additionalProperties false
 */
export interface PickerBlock extends BlockBase {
  type: 'picker';
  /** Accessible name, e.g. GeoAI任务. @minLength 1 */
  label: string;
  /** Placeholder (default 请选择). */
  placeholder?: string;
  /** Dot path of the items (`.`: the answer itself). @minLength 1 */
  items: string;
  /** Field of each item put into the address. @minLength 1 */
  value: string;
  /** `{field}` template of each option. @minLength 1 */
  text: string;
  /** Names of a field's values shown in `text` (e.g. a state's). */
  labels?: Record<string, Record<string, string>>;
  /** Names of a field's values read from another read (e.g. the task types). */
  lookups?: Record<string, BlockPickerLookup>;
  /** The address parameter the choice is put in. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  param: string;
  /** A line beside the chooser while a condition holds on the chosen item. */
  notice?: BlockPickerNotice;
}

/**
 * A file sent in chunks (docs/behaviour §7.4, §9: 5 MB, an identifier per file, the chunks an earlier try
 * left asked first) to a POST multipart operation of the family, with its progress; on success
 * the page's reads are read again.
 * @additionalProperties false
 */
export interface UploadBlock extends BlockBase {
  type: 'upload';
  /** @minLength 1 */
  title: string;
  /** The button's text, e.g. 上传视频. @minLength 1 */
  label: string;
  /** The POST operation taking each chunk (multipart `file`). @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** A GET operation answering `received` (the chunk indexes in already) for an `identifier`. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  status?: string;
  /** Bytes per chunk (default 5242880, docs/behaviour §9). @minimum 65536 */
  chunkSize?: number;
  /** File types offered by the file chooser, e.g. .mp4,.mov. */
  accept?: string;
  /** Multipart fields sent with every chunk → the address parameter holding each (e.g. taskId). */
  fields?: Record<string, string>;
  /** The toast once the file is in (default 上传成功). */
  success?: string;
}

/** @additionalProperties false */
export interface BlockEditorUpload {
  /** The POST operation taking each chunk of a large file (multipart `file`). @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** A GET operation answering `received` for an `identifier`. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  status?: string;
  /** Dot path of the stored file's address in the last chunk's answer. @minLength 1 */
  url: string;
}

/**
 * Ready-made texts an editor appends to what is being edited: the records of another family's
 * list (e.g. the manual templates), nothing saved until 保存.
 * @additionalProperties false
 */
export interface BlockEditorTemplates {
  /** The family whose list holds them. */
  family: FamilyRef;
  /** Fixed query parameters of the list (page, size, order). */
  query?: Record<string, string | number | boolean>;
  /** Field of each record naming it. @minLength 1 */
  label: string;
  /** Field of each record holding its HTML. @minLength 1 */
  content: string;
}

/**
 * A rich-text editor (quill, docs/behaviour §9 toolbar) over one HTML field of the answer, saved with a
 * PUT/POST of the family: images up to 1 MB inline as base64, larger ones sent in chunks
 * (`upload`) and inserted by address; the sanitised preview beside it shows what readers get.
 * @additionalProperties false
 */
export interface RichTextEditorBlock extends BlockBase {
  type: 'rich-text-editor';
  /** @minLength 1 */
  title: string;
  /** Dot path of the HTML in the answer; the same name is sent in the write's body. @minLength 1 */
  field: string;
  /** Accessible name of the editing area. @minLength 1 */
  label: string;
  /** A PUT or POST operation of the family; its body is `{ <field>: html }`. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** `{field}` template of a line at the heading, e.g. 最后更新：{updateTime}（{updatedBy}）. */
  updated?: string;
  /** What 保存 says when the text is empty (an empty text is not sent). @minLength 1 */
  required?: string;
  /** The toast after a save (default 保存成功). */
  success?: string;
  upload?: BlockEditorUpload;
  templates?: BlockEditorTemplates;
  /** The title of the preview beside the editor; absent: no preview. */
  preview?: string;
}

export type BlockDeclaration = HeroBlock | StatsBlock | ChartBlock | TableBlock | CardsBlock | RichTextBlock | NoticeBlock | FormBlock
  | FieldsBlock | TimelineBlock | TextBlock | PickerBlock | UploadBlock | RichTextEditorBlock | BannerCarouselBlock | CardCarouselBlock | LogBlock;
export type BlockType = BlockDeclaration['type'];

/**
 * A page of blocks over reads of one family: banners, stat cards, charts, tables, card grids and
 * rich text, in order, with an optional date range every ranged read follows.
 * @additionalProperties false
 */
export interface BlocksPageDeclaration extends PageBase {
  kind: 'blocks';
  /** The family whose GET operations the blocks read. */
  family: FamilyRef;
  /** The reads, by name. @minProperties 1 */
  sources: Record<string, BlockSourceDeclaration>;
  range?: BlockRange;
  /** Read everything again when the page's tab is shown after being hidden (money and message pages must not show what they read before). */
  reloadOnReturn?: boolean;
  /** @minItems 1 */
  blocks: BlockDeclaration[];
}

/** A read as the renderer gets it: its path (`{name}` filled from the address), fixed query, and who may make it (null: any signed-in caller). */
export interface BlockSource {
  path: string;
  query: Record<string, string | number | boolean>;
  ranged: boolean;
  grants: string[] | null;
  address?: BlockAddress;
  poll?: BlockPoll;
  search?: BlockSearch;
}

/** A form block's write as the renderer gets it. */
export interface BlockWrite {
  method: 'PUT' | 'POST';
  path: string;
}

/** A block page as the renderer gets it: its reads resolved to paths. */
export interface BlocksPageConfig extends Omit<BlocksPageDeclaration, 'sources'> {
  /** The writes of form blocks, by operation name. */
  writes: Record<string, BlockWrite>;
  /** The family's base: its reads are cached under it, so a save on the family reads them again. */
  base: string;
  /** The family's answer shape (where the payload sits in the envelope), when it is not the backend's usual one. */
  response?: EndpointFamily['response'];
  sources: Record<string, BlockSource>;
}
