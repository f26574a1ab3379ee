import {
  productHref,
  type ActionBody,
  type BundleItem,
  type Market,
  type Category,
  type CategoryTreeNode,
  type GetProductResponse,
  type Product,
  type ProductQueryResponse,
} from '@specify/contracts';
import { downloadFiles } from '@specify/contracts/catalogue/downloads';
import { presentVariant } from '@specify/contracts/catalogue/rules';
import { FACETS } from '@specify/contracts/search/facets';
import type { CatalogueStore } from '../../catalogue';
import { defineAction, type Action, type ActionContext } from '../action';
import { publicAnswer } from './public-answers';
import { getJwtToken } from './jwt-token';
import { PlatformError } from '../../kernel/platform-error';

const UNAVAILABLE = 'This product you have selected may no longer be available.';

/** A product as answered to a viewer in `market`: each variant with that market's price fields. */
function presentProduct(product: Product, market: Market): Product {
  return {
    ...product,
    variants: product.variants.map((variant) => presentVariant(variant, market)),
  };
}

function categoryTree(categories: Category[]): CategoryTreeNode[] {
  const nodes = new Map(
    categories.map((category) => [
      category.categoryId,
      { ...category, subCategories: [] as CategoryTreeNode[] },
    ]),
  );
  const roots: CategoryTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.subCategories : roots).push(node);
  }
  return roots;
}

const queryCategories = defineAction('product/queryCategories', async (_body, context) => ({
  items: categoryTree(await context.catalogue.categories()),
}));

const query = defineAction(
  'product/query',
  async (body, context): Promise<ProductQueryResponse> => {
    const isInternalUser = await context.session.isInternalUser();
    let items: Product[] = [];
    if (body.query.skus) {
      const matches = await context.catalogue.variantsByCodes(body.query.skus, isInternalUser);
      const seen = new Set<string>();
      items = matches.flatMap(({ product }) =>
        seen.has(product.productId) ? [] : (seen.add(product.productId), [product]),
      );
    } else {
      const { category, brand, range } = body.query;
      const where = category ? { category } : brand ? { brand } : range ? { range } : undefined;
      if (where) items = await context.catalogue.productsWhere(where, body.limit, isInternalUser);
    }
    return {
      data: {
        items: items.slice(0, body.limit).map((item) => presentProduct(item, context.market)),
      },
    };
  },
);

/** A path segment is `{slug}-{colour}-{sku}`; a sku has at most this many dash-separated parts. */
const MAX_SKU_PARTS = 4;

/** The product and variant a product page path names, as the viewer may see them. */
async function variantByPath(path: string, isInternalUser: boolean, catalogue: CatalogueStore) {
  const parts = path.split('-');
  const candidates = Array.from({ length: Math.min(MAX_SKU_PARTS, parts.length - 1) }, (_, index) =>
    parts.slice(parts.length - 1 - index).join('-'),
  );
  const matches = await catalogue.variantsByCodes(candidates, isInternalUser);
  return matches.find(
    ({ product, variant }) =>
      path.startsWith(`${product.slug}-`) && path.endsWith(`-${variant.sku}`),
  );
}

const getProduct = defineAction('product/getProduct', async (body, context) => {
  const isInternalUser = await context.session.isInternalUser();
  if (isInternalUser) return productAnswer(body, context, true);
  const { market } = context;
  // The same bytes for every visitor who is not staff: by market, and by what was asked.
  const key = JSON.stringify([market, body.path, body.sku, body.slug]);
  return publicAnswer(
    context.catalogue,
    key,
    () => productAnswer(body, context, false),
    context.request.headers['accept-encoding'],
  );
});

/** A product and its selected variant (by path, sku or slug), as `isInternalUser` may see it. */
async function productAnswer(
  body: ActionBody<'product/getProduct'>,
  context: ActionContext,
  isInternalUser: boolean,
): Promise<GetProductResponse> {
  let product: Product | undefined;
  let sku = body.sku;
  if (body.path) {
    const match = await variantByPath(body.path, isInternalUser, context.catalogue);
    product = match?.product;
    sku = match?.variant.sku;
  } else if (body.sku) {
    const [match] = await context.catalogue.variantsByCodes([body.sku], isInternalUser);
    if (match && (!body.slug || match.product.slug === body.slug)) product = match.product;
  } else if (body.slug) {
    product = await context.catalogue.productBySlug(body.slug, isInternalUser);
  }
  const selectedVariant =
    product?.variants.find((variant) =>
      sku ? variant.sku === sku : variant.id === product?.masterVariantID,
    ) ?? product?.variants[0];
  if (!product || !selectedVariant)
    throw new PlatformError(404, 'error.product.unavailable', UNAVAILABLE);
  const _url = productHref({
    market: context.market,
    slug: product.slug,
    colour: selectedVariant.attributes.colour,
    sku: selectedVariant.sku,
  });
  return {
    product: {
      ...presentProduct(product, context.market),
      selectedVariant: presentVariant(selectedVariant, context.market),
      _url,
    },
  };
}

const getRelatedProducts = defineAction(
  'product/getRelatedProducts',
  async (body, context): Promise<ProductQueryResponse> => {
    const isInternalUser = await context.session.isInternalUser();
    const product = await context.catalogue.productById(body.productId, isInternalUser);
    if (!product) throw new PlatformError(404, 'error.product.unavailable', UNAVAILABLE);
    const category = product.categories.at(-1);
    const related = category
      ? await context.catalogue.productsWhere(
          { category: category.categoryId },
          body.limit + 1,
          isInternalUser,
        )
      : [];
    return {
      data: {
        items: related
          .filter((item) => item.productId !== product.productId)
          .slice(0, body.limit)
          .map((item) => presentProduct(item, context.market)),
      },
    };
  },
);

const getBundleData = defineAction(
  'product/getBundleData',
  async (body, context): Promise<{ items: BundleItem[] }> => {
    const isInternalUser = await context.session.isInternalUser();
    const matches = await context.catalogue.variantsByCodes(
      body.variant,
      isInternalUser,
      'itemCode',
    );
    const byCode = new Map(matches.map((match) => [match.variant.attributes['item-code'], match]));
    // Keep the order of the references; a code the viewer cannot see is left out.
    const items = body.variant.flatMap((code): BundleItem[] => {
      const match = byCode.get(code);
      if (!match) return [];
      const { product, variant } = match;
      return [
        {
          Slug: product.slug,
          Name: product.name,
          SKU: variant.sku,
          Colour: variant.attributes.colour ?? '',
          ItemCode: variant.attributes['item-code'],
          Images: variant.images.map((url) => ({ url })),
          Prices: variant.prices.map((price) => ({
            country: price.country,
            value: { centAmount: price.value.centAmount },
          })),
        },
      ];
    });
    return { items };
  },
);

const searchableAttributes = defineAction('product/searchableAttributes', async () => ({
  attributes: FACETS,
}));

/**
 * The files of a variant (storefront §7 downloadFiles) after the entry rules of §5, read through
 * the CatalogueStore: an internal-only variant is unavailable and a test report absent for anyone
 * but an internal user, exactly as everywhere else.
 */
const downloadFilesAction = defineAction('product/downloadFiles', async (body, context) => {
  const isInternalUser = await context.session.isInternalUser();
  const [match] = await context.catalogue.variantsByCodes([body.sku], isInternalUser);
  if (!match) throw new PlatformError(404, 'error.product.unavailable', UNAVAILABLE);
  return {
    sku: match.variant.sku,
    files: downloadFiles(match.variant.attributes.downloads),
  };
});

export const productActions: Action[] = [
  queryCategories,
  query,
  getProduct,
  getRelatedProducts,
  getBundleData,
  searchableAttributes,
  downloadFilesAction,
  getJwtToken,
];
