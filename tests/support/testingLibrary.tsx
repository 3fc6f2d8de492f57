/**
 * @testing-library/react for the DOM tests, with one difference: `render` and `renderHook` put
 * the tree under antd's CSS-in-JS in test mode (`StyleProvider mock="server"`), which computes
 * styles but does not insert them into the document. Under jsdom every antd <style> is parsed
 * and walked by each style computation, which cost about three quarters of a render test's time
 * (customer-info list: 97 s → 25 s). Nothing the tests assert lives in antd's sheets; a check
 * that relied on one (an element antd's CSS hides) fails here rather than passing wrongly.
 * A test about antd's look itself (a theme colour on a button) asks for the real sheets with
 * `{ antdStyles: true }` (and HPC_TEST_ANTD_STYLES=1 puts them back everywhere, to tell whether a
 * failure has to do with them). Test files import from here, not from @testing-library/react (eslint
 * enforces it).
 */
/* eslint-disable no-restricted-imports -- the one place that wraps the library */
import { StyleProvider } from '@ant-design/cssinjs';
import {
  render as renderWithDom,
  renderHook as renderHookWithDom,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type { JSXElementConstructor, PropsWithChildren, ReactElement, ReactNode } from 'react';

export * from '@testing-library/react';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

interface StyleOption {
  /** Insert antd's CSS into the document (only for tests of antd's look). */
  antdStyles?: boolean;
}

function withoutInjectedStyles(Inner?: Wrapper): Wrapper {
  return function TestStyles({ children }: PropsWithChildren) {
    return <StyleProvider mock="server">{Inner ? <Inner>{children}</Inner> : children}</StyleProvider>;
  };
}

export function render(ui: ReactElement, options: Omit<RenderOptions, 'queries'> & StyleOption = {}): ReturnType<typeof renderWithDom> {
  const { antdStyles, ...rest } = options;
  if (antdStyles || process.env.HPC_TEST_ANTD_STYLES) return renderWithDom(ui, rest);
  return renderWithDom(ui, { ...rest, wrapper: withoutInjectedStyles(rest.wrapper as Wrapper | undefined) });
}

export function renderHook<Result, Props>(
  hook: (initialProps: Props) => Result,
  options: RenderHookOptions<Props> = {},
): ReturnType<typeof renderHookWithDom<Result, Props>> {
  return renderHookWithDom(hook, { ...options, wrapper: withoutInjectedStyles(options.wrapper as Wrapper | undefined) });
}
