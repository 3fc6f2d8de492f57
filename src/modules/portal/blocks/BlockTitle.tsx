/** A block's heading; nothing when the block has no title. */
export function BlockTitle({ title }: { title: string }) {
  if (title.trim() === '') return null;
  return <h2 className="pb-title">{title}</h2>;
}
