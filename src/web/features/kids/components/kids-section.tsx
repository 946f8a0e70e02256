/** Dashboard section "ABC For Kids" (quizzes & kids issue). */
export function KidsSection() {
  return null;
}
