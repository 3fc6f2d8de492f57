/**
 * A list notice's read (pageConfig.ts ListNotice): its operation's answer under the page's family
 * key, so a save, status change or delete on the page reads it again; and the line it makes.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../core/http/client';
import { responseOf } from '../../../contract/backendDialect';
import { meetsCondition } from '../../../contract/actionRules';
import { readPath } from '../../../contract/readPath';
import type { EndpointFamily } from '../../../pageLanguage/endpoint';
import type { ListNotice } from '../../../pageLanguage/pageConfig';
import { familyKey } from '../../data/familyQueries';

export type NoticeAnswer = Readonly<Record<string, unknown>>;

export function noticeQuery(notice: ListNotice, family: EndpointFamily) {
  return queryOptions<NoticeAnswer>({
    queryKey: [...familyKey(family.base), 'notice', notice.source],
    queryFn: async ({ signal }) => {
      const answer = readPath(await http.get<unknown>(notice.source, { signal, loading: false, silent: true }), responseOf(family).item);
      return typeof answer === 'object' && answer !== null ? (answer as NoticeAnswer) : {};
    },
  });
}

/** The notice's text filled from the answer, or null when a `hideWhen` condition matches or a field is missing. */
export function noticeText(notice: ListNotice, answer: NoticeAnswer): string | null {
  if ((notice.hideWhen ?? []).some((condition) => meetsCondition(answer, condition))) return null;
  let complete = true;
  const text = notice.text.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = answer[name];
    if (value === undefined || value === null || typeof value === 'object') complete = false;
    return String(value ?? '');
  });
  return complete ? text : null;
}
