import { Tooltip, type TooltipProps } from 'antd';

/** antd's Tooltip, its own chunk: HoverTooltip loads it on the first hover or focus. */
export default function TooltipOverlay(props: TooltipProps) {
  return <Tooltip {...props} />;
}
