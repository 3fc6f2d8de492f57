import { DecorationBlocks, type DecorationStates } from '../../../renderer/blocks/DecorationBlocks';
import { usePortalFrame } from '../layout/portalContext';
import { PortalEmpty, PortalError, PortalSpinner } from '../layout/PortalStates';

/** The portal's own waiting, failure and empty states (plain markup: no antd on its first load). */
const PORTAL_STATES: DecorationStates = {
  waiting: () => <PortalSpinner />,
  failed: (title, detail, retry) => <PortalError title={title} detail={detail} onRetry={retry} />,
  empty: (text) => <PortalEmpty>{text}</PortalEmpty>,
};

/**
 * A page decoration in the portal's frame (its phone layout, its states), drawn through the block
 * registry by DecorationBlocks (src/renderer/blocks): the portal's pages and the temp-page
 * editor's preview.
 */
export function BlockRenderer({ blocks }: { blocks: Parameters<typeof DecorationBlocks>[0]['blocks'] }) {
  const { mobile } = usePortalFrame();
  return <DecorationBlocks blocks={blocks} narrow={mobile} states={PORTAL_STATES} />;
}
