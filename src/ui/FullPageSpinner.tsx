import { Spinner } from './Spinner';

/** While a route's chunk downloads. */
export function FullPageSpinner() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100vh' }}>
      <Spinner size="large" />
    </div>
  );
}
