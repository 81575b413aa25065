// Placeholder until the screen lands in this issue.
export function DashboardPage() {
  return null;
}
