/**
 * What the page around a block tells it: whether its frame is phone-narrow (a carousel shows
 * fewer cards per view, a grid fewer columns), and how the page shows waiting, a failure and
 * nothing (the portal draws its own, without antd). A block page of the console gives none.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface BlockFrame {
  narrow: boolean;
  /** An empty answer in the page's look; absent: a plain line. */
  empty?: (text: string) => ReactNode;
}

export const BlockFrameContext = createContext<BlockFrame>({ narrow: false });

export const useBlockFrame = (): BlockFrame => useContext(BlockFrameContext);
