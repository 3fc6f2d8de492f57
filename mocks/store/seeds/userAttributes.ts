import type { NewRecord } from '../collection';
import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: each user's avatar is a picture drawn from their name and their theme a named preset, one pair per user.
 */
/** Spec §9: avatar attribute type 1, theme attribute type 2. */
export const ATTRIBUTE_TYPE = { avatar: 1, theme: 2 } as const;
export type AttributeType = (typeof ATTRIBUTE_TYPE)[keyof typeof ATTRIBUTE_TYPE];

export interface UserAttributeRecord {
  id: number;
  userId: string;
  attributeType: AttributeType;
  /** Avatar: image URL. Theme: name + "-" + index, e.g. 默认蓝-1 (spec §3 Theme). */
  attributeContent: string;
}

const AVATAR_COLOURS = ['#496ddd', '#E68E39', '#13a8a8', '#7b61ff', '#d4380d'] as const;

/** A small SVG avatar with the first character of the name, as a data URL (no network). */
export function avatarDataUrl(name: string, colour: string): string {
  const initial = Array.from(name)[0] ?? '用';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`
    + `<rect width="96" height="96" rx="48" fill="${colour}"/>`
    + `<text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const userAttributesDefinition: CollectionDefinition<UserAttributeRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, get }) => {
    const records: NewRecord<UserAttributeRecord>[] = [];
    for (const user of get('users')) {
      // Some users never uploaded an avatar: the client then shows its default one.
      if (faker.datatype.boolean({ probability: 0.7 })) {
        records.push({ userId: user.id, attributeType: ATTRIBUTE_TYPE.avatar, attributeContent: avatarDataUrl(user.displayName, faker.helpers.arrayElement(AVATAR_COLOURS)) });
      }
      const theme = user.userName === 'partner' ? '红茶橙-2' : '默认蓝-1';
      records.push({ userId: user.id, attributeType: ATTRIBUTE_TYPE.theme, attributeContent: theme });
    }
    return records;
  },
};
