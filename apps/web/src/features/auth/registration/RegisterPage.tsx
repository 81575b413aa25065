// Placeholder until the screen lands in this issue.
export function RegisterPage() {
  return null;
}
