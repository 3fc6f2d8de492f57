/**
 * The portal screens' records as the wire carries them (schemas/generated/operations.ts, the
 * types the mocks answer with): a portal as its family's records are (the copy answers a whole
 * one), a bindable domain, a template page of the page list.
 */
import type { OperationAnswer } from '../../../renderer/data/operationClient';

export type PortalRecord = OperationAnswer<'portal', 'post-manage-copy'>;

/** What the portal form sends (create, update, 设为默认). */
export type PortalInput = Partial<Omit<PortalRecord, 'id' | 'createTime' | 'updateTime' | 'menuCount' | 'pageCount'>>;

export type DomainOption = OperationAnswer<'portal', 'get-domain-list'>[number];

export type TemplatePage = OperationAnswer<'portal', 'get-page-list'>[number];
