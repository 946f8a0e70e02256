/** Dashboard section "Level Practice Quiz" (quizzes & kids issue). */
export function QuizSection() {
  return null;
}
