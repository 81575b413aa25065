import { z } from 'zod';
import { nullableText, requiredText } from './fields';
import { listQuerySchema, optionalChosenId, queryFlag, recordId } from './list';

/**
 * Locations, course types and course categories: the payloads the back-office forms send (validated by the
 * form and again by the route), the records the API answers with, and the list queries.
 */

// ---------------------------------------------------------------- locations

export const locationInputSchema = z.object({
  name: requiredText(200),
  name_it: requiredText(200),
  address: nullableText(200),
  plz: nullableText(10),
  place: nullableText(100),
});
export type LocationInput = z.input<typeof locationInputSchema>;
export type LocationValues = z.output<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  address: z.string().nullable(),
  plz: z.string().nullable(),
  place: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const LOCATION_SORTABLE = ['name', 'name_it', 'address', 'plz', 'place'] as const;
export type LocationSortKey = (typeof LOCATION_SORTABLE)[number];
export const locationListQuerySchema = listQuerySchema({ sortable: LOCATION_SORTABLE });
export type LocationListQuery = z.output<typeof locationListQuerySchema>;

// ---------------------------------------------------------------- course types

const SORT_ORDER_MAX = 999_999;

export const courseTypeInputSchema = z.object({
  name: requiredText(200),
  name_it: requiredText(200),
  sort_order: z.int().min(0).max(SORT_ORDER_MAX),
});
export type CourseTypeInput = z.input<typeof courseTypeInputSchema>;
export type CourseTypeValues = z.output<typeof courseTypeInputSchema>;

export const courseTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  sort_order: z.number(),
});
export type CourseType = z.infer<typeof courseTypeSchema>;

export const COURSE_TYPE_SORTABLE = ['name', 'name_it', 'sort_order'] as const;
export type CourseTypeSortKey = (typeof COURSE_TYPE_SORTABLE)[number];
export const courseTypeListQuerySchema = listQuerySchema({ sortable: COURSE_TYPE_SORTABLE });
export type CourseTypeListQuery = z.output<typeof courseTypeListQuerySchema>;

// ---------------------------------------------------------------- course categories

/**
 * Categories have two levels: a category either has a parent or has children. Whether the chosen parent
 * exists and is top-level is checked by the server, which knows the other categories.
 */
export const courseCategoryInputSchema = z.object({
  name: requiredText(200),
  name_it: requiredText(200),
  description: requiredText(10_000, { multiLine: true }),
  description_it: requiredText(10_000, { multiLine: true }),
  course_category_id: optionalChosenId,
});
export type CourseCategoryInput = z.input<typeof courseCategoryInputSchema>;
export type CourseCategoryValues = z.output<typeof courseCategoryInputSchema>;

export const courseCategoryParentSchema = z.object({ id: z.number(), name: z.string(), name_it: z.string() });

export const courseCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  description: z.string(),
  description_it: z.string(),
  course_category_id: z.number().nullable(),
  parent: courseCategoryParentSchema.nullable(),
});
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const COURSE_CATEGORY_SORTABLE = ['name', 'name_it', 'parent_name'] as const;
export type CourseCategorySortKey = (typeof COURSE_CATEGORY_SORTABLE)[number];
export const courseCategoryListQuerySchema = listQuerySchema({
  sortable: COURSE_CATEGORY_SORTABLE,
  filters: {
    top_level: queryFlag.optional().meta({ description: "1: only top-level categories (the form's parent choices); 0: only sub-categories." }),
    parent: recordId.optional().meta({ description: 'Only the sub-categories of this category id.' }),
  },
});
export type CourseCategoryListQuery = z.output<typeof courseCategoryListQuerySchema>;
