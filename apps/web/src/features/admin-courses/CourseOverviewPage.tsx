// Placeholder until the screen lands in this issue.
export function CourseOverviewPage() {
  return null;
}
