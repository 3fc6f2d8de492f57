import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A detail page opened without its ?id=: say where its records are listed, with the way there. */
export function MissingId({ title, what, listTitle, listPath }: { title: string; what: string; listTitle: string; listPath: string }) {
  const navigate = useNavigate();
  return (
    <Card title={title}>
      <Empty description={`未指定${what}，请从“${listTitle}”中选择`}>
        <Button type="primary" onClick={() => navigate(listPath)}>前往{listTitle}</Button>
      </Empty>
    </Card>
  );
}
