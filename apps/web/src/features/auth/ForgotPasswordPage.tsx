// Placeholder until the screen lands in this issue.
export function ForgotPasswordPage() {
  return null;
}
