/**
 * A generated list page as the contract tests see it in Chromium: its pane, rows, buttons, the
 * list calls it makes and how a record shows in a row — all derived from the page config.
 */
import type { Locator, Page, Request, Response } from '@playwright/test';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import type { Api } from '../../contract/apiClient';
import { listAnswer, pageSizeOf, pagingOf, readPath, routeOf, rowKeyOf, type ApiRecord } from '../../contract/family';
import { fetchAll } from '../../contract/listCalls';
import { browserApi } from './browserApi';
import { onTestEnd } from './pageListeners';
import { CALL_TIMEOUT, expect, openOverlays } from './session';

export interface ListCall {
  /** Parameters the call sent (query string, or the JSON body of a POST list). */
  params: Record<string, string>;
  records: ApiRecord[];
  total: number;
}

/**
 * A button's accessible name by its label: antd spaces two-character Chinese labels ("查 询")
 * and an icon adds its own name in front ("plus 新增").
 */
export function buttonName(label: string): RegExp {
  const escaped = [...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${escaped.join('\\s?')}$`);
}

/** A POST's JSON body: as sent, or the copy session.ts puts in a header when the mock service worker hides it. */
function postBody(request: Request): unknown {
  const copy = request.headers()['x-contract-body'];
  return request.postDataJSON() ?? (copy === undefined ? null : JSON.parse(decodeURIComponent(copy)));
}

/** Rows a virtual list loads at once (the page language's own figure). */
const VIRTUAL_PAGE = 1000;
/** Row height of a virtual list (src/renderer/list/DataTable.tsx), for scrolling to a record. */
const VIRTUAL_ROW_HEIGHT = 48;

export class ListView {
  readonly api: Api;
  readonly pane: Locator;
  readonly rows: Locator;
  readonly rowKey: string;
  readonly size: number;

  constructor(readonly page: Page, readonly pageId: string, readonly route: string, readonly config: ListPageConfig, readonly entity: EntitySchema, container?: Locator) {
    this.api = browserApi(page);
    this.pane = (container ?? page.locator('[data-testid=active-page]')).locator(`[data-page="${pageId}"]`).first();
    this.rows = this.pane.locator('.hpc-list-table tbody tr.hpc-list-row');
    this.rowKey = rowKeyOf(config);
    // Virtual lists load one large page (ListPageConfig.virtual: up to 1000 rows at once).
    this.size = config.virtual ? VIRTUAL_PAGE : pageSizeOf(config);
    const onRequest = (request: Request) => this.sent.set(request, this.sentCount++);
    const onResponse = (response: Response) => {
      if (this.isListResponse(response)) this.answered.push(this.readAnswered(response));
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    // A worker's page outlives the test (contract fixture): the view stops listening with it.
    onTestEnd(page, () => {
      page.off('request', onRequest);
      page.off('response', onResponse);
    });
  }

  /**
   * The order the page's requests were sent in, from when the view was made: a call sent before
   * the action a test waits on (a lookup of the same family the previous page asked for, answered
   * only after the per-test reset) is not that action's call.
   */
  private readonly sent = new WeakMap<Request, number>();
  private sentCount = 0;

  /** Opens the page's route (with a list state in the query, if any). */
  async open(search = ''): Promise<void> {
    // Already there (e.g. a reload when leaving the portal-temp area left this page as the only
    // tag, so the fixture had no tag to close): going to the same address would be a
    // no-op with no list call; reload instead, as a person pressing F5 would.
    if (new URL(this.page.url()).hash === `#${this.route}${search}`) {
      await this.page.reload();
      return;
    }
    await this.page.goto(`/#${this.route}${search}`);
  }

  /**
   * Every list call's answer since the view was made, read-ahead (`Purpose: prefetch`) included;
   * undefined for one whose body a navigation (a reload) discarded before it was read.
   */
  private readonly answered: Promise<ListCall | undefined>[] = [];

  private async readAnswered(response: Response): Promise<ListCall | undefined> {
    try {
      return await this.readListCall(response);
    } catch (error) {
      if (error instanceof Error && /navigated away|No resource with given identifier/.test(error.message)) return undefined;
      throw error;
    }
  }

  private isListResponse(r: Response): boolean {
    const { method, path } = routeOf(this.config.endpoint, 'list');
    const url = new URL(r.url());
    // A tree beside the list read from the list's own call (组织架构's tree-members) asks for no page: that read is the tree's.
    if (this.config.treeFilter?.source === path && !url.searchParams.has(pagingOf(this.config.endpoint).page)) return false;
    return r.request().method() === method && url.pathname === path;
  }

  private async readListCall(response: Response): Promise<ListCall> {
    expect(response.status(), `list call ${response.url()}`).toBe(200);
    const request = response.request();
    const params = request.method() === 'GET'
      ? Object.fromEntries(new URL(response.url()).searchParams)
      : Object.fromEntries(Object.entries((postBody(request) ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const { records, total } = listAnswer(await response.json(), this.config.endpoint, await response.allHeaders());
    return { params, records, total: Number(total) };
  }

  /**
   * The next list call's answer; start waiting before the action that triggers it. A list's
   * read-ahead of its next page (`Purpose: prefetch`, src/renderer/list/useListQuery.ts) is not it,
   * nor a call sent before this was asked.
   */
  nextList(): Promise<ListCall> {
    const since = this.sentCount;
    return this.page
      .waitForResponse((r) => this.isListResponse(r) && (this.sent.get(r.request()) ?? -1) >= since && r.request().headers().purpose !== 'prefetch', { timeout: CALL_TIMEOUT })
      .then((response) => this.readListCall(response));
  }

  /**
   * The answer the page's rows for these parameters came from: a list call made since the view
   * was made, read-ahead included — a page read ahead is shown from the query cache without a
   * second call (src/core/query).
   */
  async listAsked(wanted: (params: Record<string, string>) => boolean, what: string): Promise<ListCall> {
    let found: ListCall | undefined;
    let seen: string[] = [];
    const asked = expect.poll(async () => {
      seen = [];
      for (const call of this.answered) {
        const answer = await call;
        if (!answer) {
          seen.push('(a call whose answer a navigation discarded)');
          continue;
        }
        seen.push(new URLSearchParams(answer.params).toString());
        if (wanted(answer.params)) found = answer;
      }
      return found !== undefined;
    }, { message: `a list call asking ${what}`, timeout: CALL_TIMEOUT }).toBe(true);
    // The calls the page did make say more than the timeout alone.
    await asked.catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nlist calls seen: ${seen.join(' | ') || 'none'}`);
    });
    return found!;
  }

  /** Every record of the page's bare list, in the order the page shows them. */
  allRecords(filters: Record<string, string | number | boolean> = {}): Promise<ApiRecord[]> {
    return fetchAll(this.api, this.config, { sort: this.config.defaultSort, filters });
  }

  button(label: string): Locator {
    return this.pane.getByRole('button', { name: buttonName(label) });
  }

  /** The total the page shows: 共 N 条 under the table, or the table's row count in virtual mode. */
  async expectTotal(total: number): Promise<void> {
    if (this.config.virtual) await expect(this.pane.locator('.hpc-list-table')).toHaveAttribute('aria-rowcount', String(total));
    else await expect(this.pane.locator('.hpc-list-pagination').getByText(`共 ${total} 条`)).toBeVisible();
  }

  /**
   * Text a row shows for the record, from a column whose cell is the value itself or its enum
   * label (the row key first): how the tests recognise a record's row.
   */
  identity(record: ApiRecord): string {
    const plain = this.config.columns.filter((c) => !c.defaultHidden && !c.switch && !c.img && !c.renderText && !c.formatTime && c.toFixed === undefined
      && !['money', 'expiry', 'file', 'richtext'].includes(c.slot ?? ''));
    const ordered = [...plain.filter((c) => c.key === this.rowKey), ...plain.filter((c) => c.key !== this.rowKey)];
    for (const column of ordered) {
      const value = readPath(record, column.key);
      if (value === undefined || value === null || value === '') continue;
      const field = this.entity.properties[column.key];
      const label = field?.oneOf?.find((o) => String(o.const) === String(value))?.title;
      if (!field?.oneOf || label) return label ?? String(value);
    }
    throw new Error(`${this.pageId}: 没有能认出记录 ${JSON.stringify(record[this.rowKey])} 的列（需要一列直接显示值）`);
  }

  /** The rows show exactly these records, in order (checked on the first few rows). */
  async expectShows(records: readonly ApiRecord[]): Promise<void> {
    // A virtual list draws only the rows in view.
    if (this.config.virtual && records.length > 0) await expect(this.rows.first()).toBeVisible();
    else await expect(this.rows).toHaveCount(records.length);
    for (const [index, record] of records.slice(0, 3).entries()) await expect(this.rows.nth(index)).toContainText(this.identity(record));
  }

  /**
   * Whether the list is already what opening it would show: at the address, nothing over it, and
   * its rows are these records in this order (read once, no waiting). Opening an address the
   * page is at reloads the console (see open), ≈ 1.5 s a time: a drawer closed, a record created
   * and listed by the page itself, need none.
   */
  private async showsNow(search: string, records: readonly ApiRecord[]): Promise<boolean> {
    if (this.config.virtual || new URL(this.page.url()).hash !== `#${this.route}${search}`) return false;
    if ((await openOverlays(this.page).count()) > 0) return false;
    const texts = await this.rows.allInnerTexts();
    return texts.length === records.length && records.every((record, i) => texts[i]!.includes(this.identity(record)));
  }

  /**
   * Opens the list at the page holding the record (bare list, default sort), unless it shows it already, and answers its row.
   * Pages are computed from the full list in the same order the page asks for.
   */
  async rowOf(record: ApiRecord): Promise<Locator> {
    const all = await this.allRecords();
    const index = all.findIndex((r) => String(r[this.rowKey]) === String(record[this.rowKey]));
    if (index < 0) throw new Error(`${this.pageId}: 列表中没有记录 ${JSON.stringify(record[this.rowKey])}`);
    const pageNumber = Math.floor(index / this.size) + 1;
    const search = pageNumber > 1 ? `?page=${pageNumber}` : '';
    const shown = all.slice((pageNumber - 1) * this.size, pageNumber * this.size);
    if (!(await this.showsNow(search, shown))) await this.open(search);
    await this.expectShows(shown);
    if (!this.config.virtual) return this.rows.nth(index % this.size);
    await this.pane.locator('.hpc-list-virtual').evaluate((element, top) => { element.scrollTop = top; }, Math.max(0, index * VIRTUAL_ROW_HEIGHT - 96));
    return this.rows.filter({ hasText: this.identity(record) }).first();
  }
}
