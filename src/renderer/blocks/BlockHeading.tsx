/** A portal-look block's heading; nothing when the block has no title. */
export function BlockHeading({ title }: { title: string | undefined }) {
  if (title === undefined || title.trim() === '') return null;
  return <h2 className="pb-title">{title}</h2>;
}
