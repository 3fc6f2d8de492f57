import { Progress, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { numberOf } from '../../contract/numberFormat';
import type { BlockColumn } from '../../pageLanguage/blocks';
import { fileHref } from '../files/fileUrl';
import { formatBlockValue, type BlockItem } from './blockValues';

/**
 * Table columns of a block (a table block, a cards block's list view): numbers right-aligned and
 * formatted like every list's, labels as tags, progress bars, links to a stored file (`href`); `lead` draws before the first
 * column's value (a card's picture).
 */
export function blockColumns(columns: readonly BlockColumn[], lead?: (row: BlockItem) => ReactNode): TableColumnsType<BlockItem> {
  return columns.map((column, index) => {
    const numeric = (column.format !== undefined || column.toFixed !== undefined) && column.progress === undefined;
    return {
      key: column.key,
      title: column.title,
      dataIndex: column.key,
      align: numeric ? 'right' : 'left',
      width: column.progress ? 240 : undefined,
      ellipsis: numeric || column.progress || column.labels || (lead && index === 0) ? false : { showTitle: true },
      render: (value: unknown, row: BlockItem) => {
        const text = formatBlockValue(value, column.format, column.toFixed);
        if (column.labels) return <Tag>{column.labels[String(value)] ?? text}</Tag>;
        if (lead && index === 0) return <span className="hpc-block-lead">{lead(row)}{text}</span>;
        const href = column.href ? fileHref(row[column.href]) : undefined;
        if (href) return <a href={href} target="_blank" rel="noopener noreferrer">{text}</a>;
        if (!column.progress) return text;
        const whole = numberOf(row[column.progress.of]);
        const part = numberOf(value) ?? 0;
        const percent = whole ? Math.min(100, Math.round((part / whole) * 100)) : 0;
        const label = `${text}${column.progress.unit ? ` ${column.progress.unit}` : ''}`;
        return <Progress size="small" status="normal" percent={percent} aria-label={`${column.title} ${label}`} format={() => label} />;
      },
    };
  });
}
