import { useState, type FormEvent } from 'react';
import { searchKeywordProblem } from '../model/searchKeyword';

export interface PortalSearchProps {
  /** The keyword searched now: what the box shows until the user types. */
  keyword: string;
  placeholder: string;
  label: string;
  /** A keyword within the limit, trimmed. */
  onSearch: (keyword: string) => void;
}

/**
 * The portal's search box (应用商店, 云市场): an overlong keyword is refused with its message and
 * kept as typed (searchKeyword.ts), never cut; a new keyword from outside (the address) replaces
 * what the box shows.
 */
export function PortalSearch({ keyword, placeholder, label, onSearch }: PortalSearchProps) {
  const [typed, setTyped] = useState(keyword);
  const [typedFor, setTypedFor] = useState(keyword);
  const [problem, setProblem] = useState<string | null>(null);
  if (typedFor !== keyword) {
    setTypedFor(keyword);
    setTyped(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = searchKeywordProblem(typed);
    setProblem(refusal);
    if (!refusal) onSearch(typed.trim());
  };
  return (
    <>
      <form className="portal-search" role="search" onSubmit={submit}>
        <input
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          placeholder={placeholder}
          aria-label={label}
          aria-invalid={problem !== null}
        />
        <button type="submit" className="portal-btn portal-btn-primary">
          搜索
        </button>
      </form>
      {problem && <p className="portal-search-error" role="alert">{problem}</p>}
    </>
  );
}
