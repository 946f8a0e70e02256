/** Dashboard plan cards (billing issue). */
export function PlanCards() {
  return null;
}
