import { render } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/locale/zh_CN';
import { getDefaultStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { authRoutes } from '../../../src/app/routes/authRoutes';
import { recordNotices } from '../../support/notifierRecorder';

/** antd's responsive helpers ask for matchMedia, which jsdom lacks. */
export function installMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Where the router ended up, so tests can read the landing route. */
function Landing() {
  const { pathname, search } = useLocation();
  return <p data-testid="landing">{`${pathname}${search}`}</p>;
}

/** The real /login route (lazy, as the app loads it) in a memory router; any other path shows where it landed. */
export function renderLogin(entry = '/login') {
  const notices = recordNotices();
  const router = createMemoryRouter([...authRoutes, { path: '*', element: <Landing /> }], { initialEntries: [entry] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={getDefaultStore()}>
      <ConfigProvider locale={zhCN}>
        <>
          <FeedbackSlot />
          <RouterProvider router={router} />
        </>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, user, notices, router };
}

/** The submit button: antd spaces out two-character labels (登录 renders as 登 录). */
export function submitButton(): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>('.hpc-login-submit');
  if (!button) throw new Error('no login button');
  return button;
}
