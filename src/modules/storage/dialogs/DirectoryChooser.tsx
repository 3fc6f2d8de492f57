import { Modal, Tree, Typography } from 'antd';
import type { DataNode, EventDataNode } from '../../../adapters/antd/types';
import { useState } from 'react';
import { fetchFolders, EnvelopeRefusal } from '../api/storageApi';
import type { StorageSession } from '../../../contract/storageTypes';
import { notify } from '../../../core/feedback/notify';
import { baseName } from '../model/paths';

/**
 * Directory chooser (docs/behaviour §2.8 dialogs): the account's roots, folders loaded as they are
 * expanded. Used for the target of pack and unpack.
 */
export interface DirectoryChooserProps {
  session: StorageSession;
  roots: readonly string[];
  initial: string;
  onChoose(path: string): void;
  onCancel(): void;
}

function node(path: string, title: string): DataNode {
  return { key: path, title, isLeaf: false };
}

function withChildren(nodes: DataNode[], key: string, children: DataNode[]): DataNode[] {
  return nodes.map((each) => {
    if (each.key === key) return { ...each, children, isLeaf: children.length === 0 };
    return each.children ? { ...each, children: withChildren(each.children, key, children) } : each;
  });
}

export function DirectoryChooser({ session, roots, initial, onChoose, onCancel }: DirectoryChooserProps) {
  const [tree, setTree] = useState<DataNode[]>(() => roots.map((root) => node(root, root)));
  const [chosen, setChosen] = useState(initial);
  const load = async (target: EventDataNode<DataNode>) => {
    const path = String(target.key);
    try {
      const folders = await fetchFolders(session, path);
      setTree((current) => withChildren(current, path, folders.map((f) => node(f.path, baseName(f.path)))));
    } catch (error) {
      if (error instanceof EnvelopeRefusal) notify.error(error.message);
      setTree((current) => withChildren(current, path, []));
    }
  };
  return (
    <Modal open title="选择目录" okText="确定" cancelText="取消" onOk={() => onChoose(chosen)} onCancel={onCancel} destroyOnHidden maskClosable={false} width={560}>
      <div style={{ maxHeight: 380, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
        <Tree.DirectoryTree
          treeData={tree}
          loadData={load}
          expandAction="doubleClick"
          selectedKeys={[chosen]}
          onSelect={(keys) => setChosen(String(keys[0] ?? chosen))}
        />
      </div>
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        已选择：<Typography.Text code>{chosen}</Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}
