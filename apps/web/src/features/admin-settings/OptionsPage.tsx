// Placeholder until the screen lands in this issue.
export function OptionsPage() {
  return null;
}
