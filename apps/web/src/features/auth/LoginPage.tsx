// Placeholder until the screen lands in this issue.
export function LoginPage() {
  return null;
}
