// Placeholder until the screen lands in this issue.
export function ResetPasswordPage() {
  return null;
}
