import { Descriptions } from 'antd';
import { useMemo } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { DetailSection } from '../../pageLanguage/pageConfig';
import { RichText } from '../../ui/RichText';
import { readPath } from '../../contract/readPath';
import type { DataRecord } from '../data/resolveResponse';
import { useLookupEntity } from '../data/useLookup';
import { Cell } from '../list/Cell';
import { resolveSection } from './resolveDetail';

export interface DetailSectionsProps {
  sections: readonly DetailSection[];
  entity: EntitySchema;
  permissionPrefix: string;
  record: DataRecord;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Sections as bordered label/value tables; each value drawn by the list's cell renderer. */
export function DetailSections({ sections, entity: declared, permissionPrefix, record }: DetailSectionsProps) {
  // Fields holding records of another family show those records' labels once they are read.
  const entity = useLookupEntity(declared);
  const resolved = useMemo(() => sections.map((section) => resolveSection(section, entity, permissionPrefix)), [sections, entity, permissionPrefix]);
  return (
    <div className="hpc-detail-sections">
      {resolved.map((section) => (
        <Descriptions
          key={section.title}
          className="hpc-detail-section"
          title={section.title}
          bordered
          size="middle"
          column={section.columns}
          items={section.items.map(({ column, span }) => ({
            key: column.key,
            label: column.title,
            span,
            // Rich text shows whole and formatted here (sanitised); a table cell shows its plain text.
            children: column.kind === 'richtext'
              ? <RichText html={stringOrNull(readPath(record, column.key))} />
              : <Cell column={column} record={record} />,
          }))}
        />
      ))}
    </div>
  );
}
