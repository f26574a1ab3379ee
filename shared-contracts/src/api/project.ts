import { NO_BODY, SIGNED_IN, UNAVAILABLE, reads, writes } from './action-spec';
import { projectSchema, sharedProjectSchema } from './project-entities';
import {
  builderSettingsResponseSchema,
  cloneProjectRequestSchema,
  cloneProjectResponseSchema,
  createShoppingListRequestSchema,
  dashboardRequestSchema,
  dashboardResponseSchema,
  deleteProjectRequestSchema,
  deleteProjectResponseSchema,
  getProjectByIdRequestSchema,
  getProjectCategoriesRequestSchema,
  getSharedSummaryRequestSchema,
  performMutationRequestSchema,
  projectCategoriesResponseSchema,
  projectMetadataResponseSchema,
  projectSettingsResponseSchema,
  revokeShareLinkResponseSchema,
  shareLinkRequestSchema,
  shareLinkResponseSchema,
  shoppingListsResponseSchema,
  suggestUserNamesRequestSchema,
  suggestUserNamesResponseSchema,
  updateProjectStatusRequestSchema,
  updateShoppingListRequestSchema,
} from './project-requests';

/**
 * The project service's calls (project-builder.md §3 "Entities", §7 "Calls"), with the spec's names
 * and payloads, in three parts: the entities (project-entities.ts), the actions' bodies and
 * answers (project-requests.ts) and the site endpoints outside the action router
 * (project-site-api.ts: uploads, PDFs, proxied downloads). The rules they validate with live in
 * `../project/rules.ts`; this module is their face and holds the action catalogue.
 */
export * from './project-entities';
export * from './project-requests';
export * from './project-site-api';

const projectNotFound = 'error.project.notFound';
const stale = 'error.project.stale';

/** The Project Builder's actions (project-builder.md §7). */
export const PROJECT_ACTIONS = {
  // Every project call needs a signed-in user; a project the caller may not see answers
  // error.project.notFound, exactly as one that does not exist.
  'project/createShoppingList': writes(
    createShoppingListRequestSchema,
    projectSchema,
    SIGNED_IN,
    'error.project.rooms',
  ),
  'project/getProjectById': reads(
    getProjectByIdRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/updateShoppingList': writes(
    updateShoppingListRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
    UNAVAILABLE,
    'error.project.lineItem',
    'error.project.rooms',
    'error.project.full',
  ),
  'project/performMutationOnMyProjectById': writes(
    performMutationRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
    stale,
    'error.project.lineItem',
    'error.project.rooms',
  ),
  'project/updateProjectStatus': writes(
    updateProjectStatusRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
    stale,
    'error.project.rooms',
  ),
  'project/deleteProject': writes(
    deleteProjectRequestSchema,
    deleteProjectResponseSchema,
    SIGNED_IN,
    projectNotFound,
    stale,
  ),
  'project/cloneProject': writes(
    cloneProjectRequestSchema,
    cloneProjectResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getProjectCategories': reads(
    getProjectCategoriesRequestSchema,
    projectCategoriesResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getMyProjectsDashboard': reads(
    dashboardRequestSchema,
    dashboardResponseSchema,
    SIGNED_IN,
  ),
  'project/getMyProjectsDashboardV2': reads(
    dashboardRequestSchema,
    dashboardResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/suggestUserNames': reads(
    suggestUserNamesRequestSchema,
    suggestUserNamesResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getProjectMetadata': reads(NO_BODY, projectMetadataResponseSchema),
  'project/getShoppingLists': reads(NO_BODY, shoppingListsResponseSchema, SIGNED_IN),
  'project/getProjectSettings': reads(NO_BODY, projectSettingsResponseSchema),
  'project/getSettings': reads(NO_BODY, builderSettingsResponseSchema),
  // The share link (§2 share-summary): the owner (or an internal user) gets or revokes the token;
  // anyone holding it reads the summary, signed in or not. A wrong or revoked token is not found.
  'project/getShareLink': writes(
    shareLinkRequestSchema,
    shareLinkResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/revokeShareLink': writes(
    shareLinkRequestSchema,
    revokeShareLinkResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getSharedSummary': reads(
    getSharedSummaryRequestSchema,
    sharedProjectSchema,
    projectNotFound,
  ),
} as const;
