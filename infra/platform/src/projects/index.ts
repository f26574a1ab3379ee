// Projects: the domain the project actions, uploads and project PDFs share (store, present), and
// the routes that are not actions (the SKU list example, the SKU list upload).
export {
  PROJECT_NOT_FOUND,
  addItems,
  countAll,
  findProject,
  lineItemsOf,
  lockProjectAt,
  notFound,
  projectError,
  removeRooms,
  touchProject,
  type ProjectRow,
} from './store';
export { presentProject, presentSummary } from './present';
export { assertDistinctRooms, renameRoom, roomsChosenAnew } from './rooms';
export { changeLineItems, moveLineItems, type LineChanges, type LineMove } from './line-items';
export { projectDashboard, suggestAccountNames } from './dashboard';
export { projectRoutes, type ProjectRoutesOptions } from './routes';
