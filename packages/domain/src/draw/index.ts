export type {
  ChildExplanation,
  DrawChild,
  DrawGrant,
  DrawInput,
  DrawResult,
  DrawWeek,
  DrawWish,
  RoundExplanation,
  WaitingList,
  WishOutcome,
} from './types';
export { drawSeason, serialDictatorship } from './season-draw';
export { DrawInputError, householdPositions } from './prepare';
export { BASELINE_ALGORITHM, DRAW_ALGORITHM, canonicalDrawInput, canonicalDrawResult, drawInputDigest, drawResultDigest } from './canonical';
export { commitmentOf, officialSeed, secretMatches } from './seed';
export { drawStatistics, type DrawStatistics, type GroupFigures, type WeekFigures } from './statistics';
export { REFERENCE_SEASONS, REFERENCE_SEEDS, referenceDrawInput, type ReferenceInstanceOptions } from './reference-instance';
export { sha256Hex, hmacSha256Hex } from './sha256';
