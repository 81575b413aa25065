import { courseTypeInputSchema, courseTypeListQuerySchema, courseTypeSchema } from '@app/domain';
import { presentCourseType } from '../../presenters/catalogue';
import { createCourseType } from '../../services/course-types/create-course-type';
import { deleteCourseType } from '../../services/course-types/delete-course-type';
import { findCourseType } from '../../services/course-types/find-course-type';
import { listCourseTypes } from '../../services/course-types/list-course-types';
import { updateCourseType } from '../../services/course-types/update-course-type';
import { catalogueRoutes } from '../catalogue-routes';

/** Course types (back-office specification, sections 2, 3 and 7). */
export const courseTypeRoutes = catalogueRoutes({
  resource: 'courseType',
  tags: ['course types'],
  schemas: { record: courseTypeSchema, input: courseTypeInputSchema, listQuery: courseTypeListQuerySchema },
  present: presentCourseType,
  useCases: { list: listCourseTypes, find: findCourseType, create: createCourseType, update: updateCourseType, remove: deleteCourseType },
});
