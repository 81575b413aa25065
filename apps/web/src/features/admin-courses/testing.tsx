import type { Course, CourseListItem, UserData } from '@app/domain';
import { RequireAuth } from '../../app/guards';
import { parentUser } from '../../testing/app';
import { CourseForm } from './CourseForm';
import { CourseList } from './CourseList';

/** Test helpers of the course screens: the routes as the back office wires them and records as the API sends them. */

export const courseRoutes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/be/course', element: <CourseList /> },
      { path: '/be/course/create', element: <CourseForm /> },
      { path: '/be/course/:id', element: <CourseForm /> },
    ],
  },
];

export function staffUser(): UserData {
  return parentUser({
    roles: ['Superadmin'],
    people: null,
    permissions: ['course.index', 'course.view', 'course.create', 'course.update', 'course.delete'],
  });
}

const emptyList = () => [200, { data: [], meta: { total: 0 } }] as [number, unknown];

/** The lookups of the course form, empty: the tests do not choose from them. */
export const lookupStubs = {
  'GET /api/courseType': emptyList,
  'GET /api/location': emptyList,
  'GET /api/courseCategory': emptyList,
};

export function listItem(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id: 4,
    name: 'Sommerwoche',
    name_it: 'Settimana estiva',
    active: true,
    year: 2025,
    from: '2025-07-07',
    to: '2025-08-01',
    location: { id: 1, name: 'Bozen', name_it: 'Bolzano' },
    course_type: { id: 2, name: 'Sport', name_it: 'Sport' },
    week_count: 4,
    image: null,
    ...overrides,
  };
}

/** A course that passes the form's validation as it is. */
export function course(overrides: Partial<Course> = {}): Course {
  return {
    id: 5,
    name: 'Sommerwoche',
    name_it: 'Settimana estiva',
    active: true,
    course_type_id: null,
    location_id: null,
    course_category_id: null,
    register_from: '2025-03-01',
    register_from_time: '08:00',
    register_to: '2025-06-30',
    from: '2025-07-07',
    to: '2025-08-01',
    year: 2025,
    max_participants: 20,
    waiting_list: 5,
    multiple_course_week_registration: true,
    price: 120,
    custom_field: false,
    custom_field_de: null,
    custom_field_it: null,
    custom_field_2: false,
    custom_field_2_de: null,
    custom_field_2_it: null,
    custom_field_3: false,
    custom_field_3_de: null,
    custom_field_3_it: null,
    disable_swimming_help: false,
    disable_leave_alone: false,
    label_half_day_de: null,
    label_half_day_it: null,
    label_full_day_de: null,
    label_full_day_it: null,
    bank_name: 'Raiffeisenkasse',
    bank_iban: 'IT60X0542811101000000123456',
    description: null,
    description_it: null,
    info: null,
    info_it: null,
    image: null,
    program: null,
    email_new: null,
    email_new_it: null,
    email_new_waiting: null,
    email_new_waiting_it: null,
    email_waiting: null,
    email_waiting_it: null,
    email_deleted: null,
    email_deleted_it: null,
    email_payed: null,
    email_payed_it: null,
    course_weeks: [],
    ...overrides,
  };
}
