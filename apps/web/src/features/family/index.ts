/** The family area's public module: what other features use of it. */
export { ChildDialog } from './ChildDialog';
export { FAMILY, familyChildrenQuery } from './api';
export { erasurePreviewQuery } from './data-api';
export { FamilyDataDownloads } from './FamilyDataSection';
export { PaidPlacesQuestion, type PlacesValues } from './PaidPlacesQuestion';
