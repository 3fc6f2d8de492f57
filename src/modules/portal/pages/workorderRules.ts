/**
 * The portal's resource request (docs/behaviour §2.1 /portal/workorder): choices and field rules, pure so
 * the form and the tests share them. The entity is schemas/entities/resource-workorder.json, the
 * call workorder-resource post-apply (schemas/families/workorder-resource.json).
 */
export const RESOURCE_TYPES = [
  { value: 1, label: '通用计算（CPU）', unit: '核' },
  { value: 2, label: 'GPU 计算', unit: '卡' },
  { value: 3, label: '并行存储', unit: 'TB' },
  { value: 4, label: '专属集群', unit: '节点' },
] as const;

export const DURATIONS = [
  { value: 1, label: '1 个月' },
  { value: 3, label: '3 个月' },
  { value: 6, label: '6 个月' },
  { value: 12, label: '1 年' },
] as const;

export function unitOf(resourceType: number | undefined): string {
  return RESOURCE_TYPES.find((t) => t.value === resourceType)?.unit ?? '';
}

const length = (value: string) => Array.from(value.trim()).length;

export function validateLength(value: string | undefined, label: string, min: number, max: number): string | null {
  const text = (value ?? '').trim();
  if (text === '') return `${label}不能为空`;
  if (length(text) < min) return `${label}至少${min}个字符`;
  return length(text) > max ? `${label}不能超过${max}个字符` : null;
}

export const EMAIL_MAX = 60;

export function validateEmail(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (length(text) > EMAIL_MAX) return `邮箱不能超过${EMAIL_MAX}个字符`;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : '请输入正确的邮箱地址';
}

export function validateQuantity(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return '申请数量不能为空';
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return '申请数量须为正整数';
  return n > 100000 ? '申请数量不能大于100000' : null;
}
