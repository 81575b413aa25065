// Placeholder until the screen lands in this issue.
export function CourseForm() {
  return null;
}
