// Placeholder until the weeks list lands in this issue.
export function CourseWeeks(_props: { courseId: number }) {
  return null;
}
