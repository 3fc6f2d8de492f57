import { globFileSet } from './configFileSet';
import type { EntitySchema } from './entity';
import type { FamilyDeclaration } from './family';
import type { PageDeclaration } from './pageConfig';

/**
 * The app's schema files, each its own small chunk. A `--mode real` build replaces this module
 * (generators/vite-plugin-config-files.ts): there each file is fetched from a path made of its
 * name, so the code a route boots with holds no list of files and stays the same size however
 * many pages there are (README "Performance").
 */
export const pageFiles = globFileSet(import.meta.glob<{ default: PageDeclaration }>('../../schemas/pages/**/*.json'), '../../schemas/pages/');
export const entityFiles = globFileSet(import.meta.glob<{ default: EntitySchema }>('../../schemas/entities/*.json'), '../../schemas/entities/');
export const familyFiles = globFileSet(import.meta.glob<{ default: FamilyDeclaration }>('../../schemas/families/*.json'), '../../schemas/families/');
