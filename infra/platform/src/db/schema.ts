import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AddressFields, Category, ContentSection, Product } from '@specify/contracts';

/**
 * The platform's tables. Catalogue documents are stored whole (jsonb) with the columns queries
 * filter on beside them; everything a user changes is relational so updates stay atomic.
 */

export const categories = pgTable('categories', {
  categoryId: text('category_id').primaryKey(),
  slug: text('slug').notNull(),
  parentId: text('parent_id'),
  orderHint: integer('order_hint').notNull(),
  doc: jsonb('doc').$type<Category>().notNull(),
});

export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    slug: text('slug').notNull(),
    isInternal: boolean('is_internal').notNull(),
    categoryIds: text('category_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doc: jsonb('doc').$type<Product>().notNull(),
  },
  (table) => [
    uniqueIndex('products_slug_idx').on(table.slug),
    index('products_category_ids_idx').using('gin', table.categoryIds),
    index('products_created_at_idx').on(table.createdAt),
  ],
);

/** One row per variant, so a product is found by sku or item code without scanning documents. */
export const variantCodes = pgTable(
  'variant_codes',
  {
    sku: text('sku').primaryKey(),
    itemCode: text('item_code').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    isInternal: boolean('is_internal').notNull(),
  },
  (table) => [index('variant_codes_item_code_idx').on(table.itemCode)],
);

export const accounts = pgTable('accounts', {
  accountId: text('account_id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  passwordSalt: text('password_salt').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  emailReminderCount: integer('email_reminder_count').notNull().default(0),
  isInternalUser: boolean('is_internal_user').notNull().default(false),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  role: text('role').notNull().default(''),
  phone: text('phone').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  companyType: text('company_type').notNull().default(''),
  country: text('country').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  legalEntity: text('legal_entity').notNull().default(''),
  customerMarketingConsent: text('customer_marketing_consent').notNull().default(''),
  customerType: text('customer_type').notNull().default(''),
  website: text('website').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const addresses = pgTable(
  'addresses',
  {
    addressId: text('address_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    salutation: text('salutation').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    streetNumber: text('street_number').notNull().default(''),
    additionalStreetInfo: text('additional_street_info').notNull().default(''),
    additionalAddressInfo: text('additional_address_info').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isShippingAddress: boolean('is_shipping_address').notNull().default(false),
    isBillingAddress: boolean('is_billing_address').notNull().default(false),
    isDefaultBillingAddress: boolean('is_default_billing').notNull().default(false),
    isDefaultShippingAddress: boolean('is_default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_account_idx').on(table.accountId)],
);

/** Server-side sessions; the cookie carries only the id. Anonymous sessions own a cart. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    accountId: text('account_id').references(() => accounts.accountId, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_idx').on(table.expiresAt)],
);

/** Single-use links: email verification and password reset. Only the token's hash is stored. */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.accountId, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins per email and client address, for the progressive sign-in throttle. */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    /** The client address the failures came from: one address's guesses never slow another's. */
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.address] }),
    index('login_failures_last_failure_idx').on(table.lastFailureAt),
  ],
);

/**
 * Nonces of ALTCHA captcha challenges already answered: inserting one is what spends it, so an
 * answer is accepted once across every instance. Kept until the challenge would have expired.
 */
export const spentCaptchaNonces = pgTable(
  'spent_captcha_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_captcha_nonces_expires_idx').on(table.expiresAt)],
);

/**
 * Per-address request counts of the rate limits (kernel/rate-limits.ts), one row per limit and
 * address, so every instance counts the same window. A row whose window has ended counts from 1
 * again at its next request; the retention purge deletes the ones nobody came back for.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_idx').on(table.windowEndsAt)],
);

/**
 * Which remote version each page session ran and whether it failed there (issue 19), from the
 * shell's remote telemetry, so a canary's failure rate can be compared with the stable version's
 * over a sliding window. The session is the random id of the platform's own release-bucket
 * cookie: nothing personal (no account or agent). The client address is kept only as a keyed hash
 * (issue 29: votes per address are capped, and a rollback needs failures from several), which
 * tells addresses apart without naming one. Rows older than the window are purged.
 */
export const remoteSessions = pgTable(
  'remote_sessions',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    sessionId: text('session_id').notNull(),
    /** HMAC of the client address under the release cookie secret (remote-sessions.ts). */
    addressKey: text('address_key').notNull().default(''),
    /** Once a session failed to load or mount the version, it stays a failing session. */
    failed: boolean('failed').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.environment, table.remote, table.version, table.sessionId] }),
    index('remote_sessions_last_seen_idx').on(table.lastSeenAt),
    index('remote_sessions_address_idx').on(
      table.environment,
      table.remote,
      table.version,
      table.addressKey,
    ),
  ],
);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const contactSubmissions = pgTable('contact_submissions', {
  id: serial('id').primaryKey(),
  market: text('market').notNull(),
  formData: jsonb('form_data').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * CMS documents: every write is a new version row; the newest published version is served, so
 * an edit never changes what a reader already has until it is published whole.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<ContentSection[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_documents_version_idx').on(table.market, table.slug, table.version),
  ],
);

/** Share Feedback submissions; `ip` and `created_at` bound how often one client may send. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    email: text('email').notNull().default(''),
    page: text('page').notNull().default(''),
    accountId: text('account_id'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_ip_created_idx').on(table.ip, table.createdAt)],
);

export const insightsEvents = pgTable(
  'insights_events',
  {
    id: serial('id').primaryKey(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('insights_events_received_idx').on(table.receivedAt)],
);

export const shippingMethods = pgTable('shipping_methods', {
  shippingMethodId: text('shipping_method_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Rates per currency, in cents, tax included. */
  rates: jsonb('rates').$type<{ currencyCode: 'AUD' | 'NZD'; centAmount: number }[]>().notNull(),
});

export const discountCodes = pgTable('discount_codes', {
  discountId: text('discount_id').primaryKey(),
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A cart belongs to an account when signed in, else to the anonymous session. */
export const carts = pgTable(
  'carts',
  {
    cartId: text('cart_id').primaryKey(),
    sessionId: text('session_id'),
    accountId: text('account_id').references(() => accounts.accountId, { onDelete: 'cascade' }),
    market: text('market', { enum: ['au', 'nz'] }).notNull(),
    shippingMethodId: text('shipping_method_id').references(() => shippingMethods.shippingMethodId),
    discountIds: text('discount_ids').array().notNull().default([]),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<AddressFields>(),
    billingAddress: jsonb('billing_address').$type<AddressFields>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One cart per owner and market.
    uniqueIndex('carts_account_market_idx')
      .on(table.accountId, table.market)
      .where(sql`${table.accountId} is not null`),
    uniqueIndex('carts_session_market_idx')
      .on(table.sessionId, table.market)
      .where(sql`${table.accountId} is null`),
  ],
);

export const cartLineItems = pgTable(
  'cart_line_items',
  {
    lineItemId: text('line_item_id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    count: integer('count').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_line_items_cart_sku_idx').on(table.cartId, table.sku)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    wishlistId: text('wishlist_id').primaryKey(),
    sessionId: text('session_id'),
    accountId: text('account_id').references(() => accounts.accountId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlists_account_idx')
      .on(table.accountId)
      .where(sql`${table.accountId} is not null`),
    uniqueIndex('wishlists_session_idx')
      .on(table.sessionId)
      .where(sql`${table.accountId} is null`),
  ],
);

export const wishlistLineItems = pgTable(
  'wishlist_line_items',
  {
    lineItemId: text('line_item_id').primaryKey(),
    wishlistId: text('wishlist_id')
      .notNull()
      .references(() => wishlists.wishlistId, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    count: integer('count').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_line_items_sku_idx').on(table.wishlistId, table.sku)],
);

/** An order keeps the priced cart it was made from, so later catalogue changes never alter it. */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    accountId: text('account_id').references(() => accounts.accountId, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    market: text('market', { enum: ['au', 'nz'] }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** Counts orders in the database; the readable number (AU-000123) is made from it. */
    orderNumber: integer('order_number').notNull().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['toBeConfirmed'] })
      .notNull()
      .default('toBeConfirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_account_idx').on(table.accountId),
    uniqueIndex('orders_number_idx').on(table.orderNumber),
  ],
);

/**
 * Project Builder projects (project-builder.md §3). `version` rises with every write: a write that
 * names an older version is refused (optimistic concurrency). Rooms are the ordered labels
 * ('Kitchen 1'); a line item names its room by label.
 */
export const projects = pgTable(
  'projects',
  {
    projectId: text('project_id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    market: text('market', { enum: ['au', 'nz'] }).notNull(),
    version: integer('version').notNull().default(1),
    projectName: text('project_name').notNull(),
    projectType: text('project_type').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    projectLocation: text('project_location').notNull(),
    opportunityNumber: text('opportunity_number').notNull().default(''),
    projectVersion: text('project_version').notNull().default('Version 1'),
    username: text('username').notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    isInternalProject: boolean('is_internal_project').notNull().default(false),
    roomLabels: text('room_labels').array().notNull(),
    showPricesOnPdf: boolean('show_prices_on_pdf').notNull().default(true),
    showBimFilesOnPdf: boolean('show_bim_files_on_pdf').notNull().default(true),
    showLandscape: boolean('show_landscape').notNull().default(false),
    /** The live share link's token (project-builder.md §2 share-summary); null when none. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull(),
    /** Who made the last write: the owner, or an internal user acting on the project (§6). */
    lastModifiedBy: text('last_modified_by').references(() => accounts.accountId, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('projects_owner_status_idx').on(table.ownerId, table.status, table.lastModifiedAt),
    index('projects_status_modified_idx').on(table.status, table.lastModifiedAt),
    uniqueIndex('projects_share_token_idx').on(table.shareToken),
  ],
);

/**
 * A product in a project's room. The product's id, slug and name are kept as they were when
 * added, so an item whose variant later disappears can still be named (as unavailable).
 */
export const projectLineItems = pgTable(
  'project_line_items',
  {
    lineItemId: text('line_item_id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    roomLabel: text('room_label').notNull(),
    quantity: integer('quantity').notNull(),
    roomNotes: text('room_notes').notNull().default(''),
    itemPriority: integer('item_priority').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('project_line_items_room_sku_idx').on(table.projectId, table.roomLabel, table.sku),
  ],
);

/** Raw bytes (a rendered PDF): a Buffer on both drivers (PGlite reads bytea as a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A project PDF (project-builder.md §4 "PDF save"): queued by one account, rendered in the
 * background by whichever instance took the request, fetched by the same account until it
 * expires. In the database so every instance sees every job; `job_id` tells a render whose row it
 * may still write (a filename queued again starts a new job).
 */
export const projectPdfs = pgTable(
  'project_pdfs',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    jobId: text('job_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'ready', 'failed'] }).notNull(),
    pdf: bytes('pdf'),
    /** A short message safe to show; never the renderer's internals. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.filename] }),
    index('project_pdfs_expires_idx').on(table.expiresAt),
  ],
);
