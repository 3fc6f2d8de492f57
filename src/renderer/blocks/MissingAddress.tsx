import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BlockAddress } from '../../pageLanguage/blocks';

/** A page of one record opened without it in its address: say where such records are listed, with the way there. */
export function MissingAddress({ address }: { address: BlockAddress }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Empty description={address.missing}>
        {address.link && <Button type="primary" onClick={() => navigate(address.link!.to)}>{address.link.label}</Button>}
      </Empty>
    </Card>
  );
}
