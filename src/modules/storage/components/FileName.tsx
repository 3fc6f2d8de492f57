import { FileImageOutlined, FileOutlined, FileTextOutlined, FileZipOutlined, FolderFilled } from '@ant-design/icons';
import { extensionOf } from '../model/paths';

const TEXT = new Set(['txt', 'log', 'out', 'csv', 'md', 'c', 'h', 'py', 'sh', 'slurm', 'cif', 'dat', 'in', 'json', 'xml', 'yaml', 'yml']);

/** Icon + name. The name is a React text node, never HTML: "<img onerror=…>.txt" shows as typed. */
export function FileName({ name, isDir }: { name: string; isDir: boolean }) {
  const ext = extensionOf(name);
  const icon = isDir ? (
    <FolderFilled style={{ color: '#f4b63f' }} />
  ) : ['png', 'jpg', 'jpeg'].includes(ext) ? (
    <FileImageOutlined style={{ color: '#3fa66b' }} />
  ) : ['zip', 'tar', 'gz', 'tgz'].includes(ext) ? (
    <FileZipOutlined style={{ color: '#b26a00' }} />
  ) : TEXT.has(ext) ? (
    <FileTextOutlined style={{ color: '#496ddd' }} />
  ) : (
    <FileOutlined style={{ color: '#8c8c8c' }} />
  );
  return (
    <span className="storage-name" title={name}>
      {icon}
      <span className="storage-name-text">{name}</span>
    </span>
  );
}
