// Placeholder until the screen lands in this issue.
export function CourseList() {
  return null;
}
