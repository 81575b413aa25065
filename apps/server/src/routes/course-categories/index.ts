import { courseCategoryInputSchema, courseCategoryListQuerySchema, courseCategorySchema } from '@app/domain';
import { presentCourseCategory } from '../../presenters/catalogue';
import { createCourseCategory } from '../../services/course-categories/create-course-category';
import { deleteCourseCategory } from '../../services/course-categories/delete-course-category';
import { findCourseCategory } from '../../services/course-categories/find-course-category';
import { listCourseCategories } from '../../services/course-categories/list-course-categories';
import { updateCourseCategory } from '../../services/course-categories/update-course-category';
import { catalogueRoutes } from '../catalogue-routes';

/** Course categories, two levels deep (back-office specification, sections 2, 3 and 7). */
export const courseCategoryRoutes = catalogueRoutes({
  resource: 'courseCategory',
  tags: ['course categories'],
  schemas: { record: courseCategorySchema, input: courseCategoryInputSchema, listQuery: courseCategoryListQuerySchema },
  present: presentCourseCategory,
  useCases: {
    list: listCourseCategories,
    find: findCourseCategory,
    create: createCourseCategory,
    update: updateCourseCategory,
    remove: deleteCourseCategory,
  },
});
