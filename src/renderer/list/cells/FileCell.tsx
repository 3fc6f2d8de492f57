import { PaperClipOutlined } from '@ant-design/icons';
import { downloadStoredFile, isPlainClick, isServerFile } from '../../files/downloadFile';
import { fileHref, fileNameOf, fileUrlsOf } from '../../files/fileUrl';

/**
 * An attachment: its name (the URL's last segment, decoded) as a download link (a click fetches
 * it through the client, see downloadFile.ts). A value that is not a safe URL is shown as its
 * name only, never as a link. A field holding several files (URLs joined by ",") shows each.
 */
export function FileCell({ value }: { value: unknown }) {
  const urls = fileUrlsOf(value);
  if (urls.length > 1) {
    return (
      <span>
        {urls.map((url, index) => (
          <FileCell key={`${index}:${url}`} value={url} />
        ))}
      </span>
    );
  }
  const name = fileNameOf(value);
  if (name === '') return <>-</>;
  const href = fileHref(value);
  if (!href) return <span className="hpc-list-ellipsis" title={name}>{name}</span>;
  return (
    <a
      className="hpc-list-file"
      href={href}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      title={name}
      onClick={(e) => {
        e.stopPropagation();
        if (!isServerFile(value) || !isPlainClick(e)) return;
        e.preventDefault();
        void downloadStoredFile(value);
      }}
    >
      <PaperClipOutlined /> {name}
    </a>
  );
}
