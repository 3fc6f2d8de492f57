import { tileFor } from './palette';

/** A name's mark: its first two letters on a colour stable per name (an application without an icon). */
export function NameMark({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const initials = name.replace(/[^A-Za-z0-9\u4e00-\u9fff]/g, '').slice(0, 2).toUpperCase() || '应用';
  return (
    <span className={`pb-app-icon pb-app-icon-${size}`} style={{ background: tileFor(name) }} aria-hidden="true">
      {initials}
    </span>
  );
}
