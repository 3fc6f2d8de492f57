import { render, screen } from '../../support/testingLibrary';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '../../../src/ui/lazyPart';

function Part({ text }: { text: string }) {
  return <button type="button">{text}</button>;
}

describe('a lazily loaded part (lazyPart)', () => {
  it('first drawn after its code has arrived, it draws at once: the Suspense fallback never takes its place', async () => {
    const part = lazyPart(() => Promise.resolve({ default: Part }));
    expect(part.isLoaded()).toBe(false);
    await part.load();
    expect(part.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<span>加载中</span>}>
        <part.Component text="列设置" />
      </Suspense>,
    );
    // Synchronously, in the same render: no fallback, no second mount (which would drop the focus).
    expect(screen.getByRole('button', { name: '列设置' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('drawn before, it suspends until the code is there', async () => {
    const part = lazyPart(() => Promise.resolve({ default: Part }));
    render(
      <Suspense fallback={<span>加载中</span>}>
        <part.Component text="显示列" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '显示列' })).toBeInTheDocument();
    expect(part.isLoaded()).toBe(true);
  });
});
