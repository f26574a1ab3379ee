import { slugify } from '@specify/contracts/catalogue/files';

// Shared with the front ends, which name swatch files the same way.
export { slugify };

/** Finishes used across the catalogue; `code` goes into item codes, `slug` names the swatch file. */
export interface Colour {
  name: string;
  slug: string;
  code: string;
  hex: string;
}

const colour = (name: string, code: string, hex: string): Colour => ({
  name,
  slug: slugify(name),
  code,
  hex,
});

export const COLOURS = {
  chrome: colour('Chrome', 'C', '#c9ced3'),
  matteBlack: colour('Matte Black', 'MB', '#222222'),
  brushedNickel: colour('Brushed Nickel', 'BN', '#a8a398'),
  brushedGold: colour('Brushed Gold', 'BG', '#c8a75a'),
  brushedBronze: colour('Brushed Bronze', 'BZ', '#8c6a46'),
  gunmetal: colour('Gunmetal', 'GM', '#53565a'),
  urbanBrass: colour('Urban Brass', 'UB', '#b08d57'),
  white: colour('White', 'W', '#f7f7f5'),
  matteWhite: colour('Matte White', 'MW', '#ecebe7'),
  stainlessSteel: colour('Stainless Steel', 'SS', '#b4b9bd'),
  concreteGrey: colour('Concrete Grey', 'CG', '#9a9894'),
  ivory: colour('Ivory', 'IV', '#efe8d6'),
} as const satisfies Record<string, Colour>;

export const METAL_FINISHES: readonly Colour[] = [
  COLOURS.chrome,
  COLOURS.matteBlack,
  COLOURS.brushedNickel,
  COLOURS.brushedGold,
  COLOURS.brushedBronze,
  COLOURS.gunmetal,
  COLOURS.urbanBrass,
];

export const CERAMIC_FINISHES: readonly Colour[] = [
  COLOURS.white,
  COLOURS.matteWhite,
  COLOURS.matteBlack,
  COLOURS.concreteGrey,
  COLOURS.ivory,
];

export const STEEL_FINISHES: readonly Colour[] = [
  COLOURS.stainlessSteel,
  COLOURS.matteBlack,
  COLOURS.white,
  COLOURS.gunmetal,
];
