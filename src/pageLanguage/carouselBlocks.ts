/**
 * The two carousels of the page language (docs/behaviour §9 "Carousel slides per view 3 (one variant 5)"):
 * a banner turning one slide per view, and a row of cards paged by arrows. Declared here beside
 * src/pageLanguage/blocks.ts (which joins them to BlockDeclaration) and rendered by
 * src/renderer/blocks/BannerCarouselBlock.tsx and CardCarouselBlock.tsx; the portal's page
 * decorations are drawn with them (src/renderer/blocks/decorationBlocks.ts).
 */
import type { BlockBase } from './blocks';

/**
 * A full-width banner of slides, one per view, one per item of an array of the answer: turning
 * every `interval` seconds unless the pointer or focus is on it or the reader prefers reduced
 * motion; dots choose a slide.
 * @additionalProperties false
 */
export interface BannerCarouselBlock extends BlockBase {
  type: 'banner-carousel';
  /** Dot path of the slides (`.`: the answer itself). @minLength 1 */
  items: string;
  /** `{field}` template of each slide's heading (an empty one draws none). @minLength 1 */
  slideTitle: string;
  /** `{field}` template of the line under the heading. */
  slideText?: string;
  /** Field of each slide holding its picture's address; without one the slide is a colour band. */
  image?: string;
  /** `{field}` template of where each slide's button leads: a route, or an http(s) address opened in a new tab; empty: no button. */
  slideLink?: string;
  /** `{field}` template of the button's text; empty: 了解更多. */
  button?: string;
  /** Seconds between slides; 0: a slide changes only when chosen (default 5). @minimum 0 @maximum 30 */
  interval?: number;
  /** Accessible name of the banner (default 横幅). */
  label?: string;
}

/**
 * A row of cards, `perView` at a time (one on a phone, two logos), paged by 上一组/下一组 arrows;
 * one card per item of an array of the answer, each a picture, a title and a line, or a logo.
 * @additionalProperties false
 */
export interface CardCarouselBlock extends BlockBase {
  type: 'card-carousel';
  /** The heading over the cards and the carousel's accessible name (default 卡片轮播). */
  title?: string;
  /** Dot path of the cards (`.`: the answer itself). @minLength 1 */
  items: string;
  /** `{field}` template of each card's title. @minLength 1 */
  cardTitle: string;
  /** `{field}` template of the line under the title. */
  cardText?: string;
  /** Field of each card holding its picture's address. */
  image?: string;
  /** `{field}` template of where each card leads: a route, or an http(s) address opened in a new tab. */
  cardLink?: string;
  /** Cards per view on a wide screen (default 3). @minimum 1 @maximum 6 */
  perView?: number;
  /** Logo cards: the picture alone (or the title on a colour), two per view on a phone. */
  logos?: boolean;
}
