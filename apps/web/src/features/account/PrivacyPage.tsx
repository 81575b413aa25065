// Placeholder until the screen lands in this issue.
export function PrivacyPage() {
  return null;
}
