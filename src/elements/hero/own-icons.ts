import type { IconData } from './icon-shards.ts';

/**
 * The icons the owner's content names beyond the bundled ones (its `hero.logos`, its projects'
 * tag icons and icon logos), which the build writes into this module
 * (scripts/plugins/own-icons.ts): the page shows them without asking dist/icons/ for a shard. Empty outside the build (the dev
 * server, unit tests), where every icon comes from its shard.
 */
export const OWN_ICONS: Readonly<Record<string, IconData>> = {};
