import { fireEvent, render, screen, waitFor } from '../../support/testingLibrary';
import { describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from '../../../src/ui/HoverTooltip';

/** Counts imports of the tooltip's chunk. */
const loads = vi.hoisted(() => ({ tooltip: 0 }));
vi.mock('../../../src/ui/TooltipOverlay', async (importOriginal) => {
  loads.tooltip += 1;
  return importOriginal();
});

describe('HoverTooltip', () => {
  it('draws the trigger alone, loads antd’s Tooltip on the first hover and opens it; leaving closes it', async () => {
    render(
      <>
        {['中科院计算所', '国家超算广州中心'].map((name) => (
          <HoverTooltip key={name} title={`全称：${name}`}>
            <span>{name}</span>
          </HoverTooltip>
        ))}
      </>,
    );
    expect(loads.tooltip).toBe(0);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(screen.getByText('中科院计算所'));
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent('全称：中科院计算所');
    expect(loads.tooltip).toBe(1);
    fireEvent.mouseLeave(screen.getByText('中科院计算所'));
    await waitFor(() => expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')).toBeNull(), { timeout: 5_000 });
  });

  it('focus opens it too (keyboard users), once the chunk is there', async () => {
    render(
      <HoverTooltip title="完整名称">
        <button type="button">名称</button>
      </HoverTooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: '名称' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent('完整名称');
  });
});
