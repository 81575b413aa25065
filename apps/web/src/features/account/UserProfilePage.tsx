// Placeholder until the screen lands in this issue.
export function UserProfilePage() {
  return null;
}
