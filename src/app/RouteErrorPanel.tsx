import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '../ui/ErrorPanel';

/** Router error element: a page that throws shows this inside the frame, never a blank screen. */
export function RouteErrorPanel() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorPanel title="页面出错了" detail={detail} onRetry={() => navigate(0)} />;
}
