/** The course area's public module: the office booking of the course show page, which the registration area opens too. */
export { courseShowQuery } from './show/api';
export { RegisterChildDialog } from './show/RegisterChildDialog';
