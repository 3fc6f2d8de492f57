import { Input } from 'antd';
import { useState } from 'react';
import type { BlockSearch } from '../../pageLanguage/blocks';

/** A search box above the blocks: its trimmed text is sent with its read when the user searches (Enter or the button). */
export function BlockSearchBox({ search, onSearch }: { search: BlockSearch; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Input.Search aria-label={search.label} placeholder={search.label} allowClear value={text} style={{ width: 240 }}
      onChange={(event) => setText(event.target.value)} onSearch={(value) => onSearch(value.trim())} />
  );
}
