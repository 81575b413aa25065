/** The family area's public module: what other features use of it. */
export { ChildDialog } from './ChildDialog';
export { FAMILY, familyChildrenQuery } from './api';
export { FamilyDataDownloads } from './FamilyDataSection';
