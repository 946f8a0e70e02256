-- The learner's words a correction card's mistake was made in, so the review shows the mistake in its
-- sentence (decision 185). Cards made before keep what can be found: the first learner message of the
-- card's first session whose corrections hold the card's mistake.
ALTER TABLE "mistake_cards" ADD COLUMN "sentence" text;--> statement-breakpoint
UPDATE "mistake_cards" c SET "sentence" = found.content
FROM (
  SELECT DISTINCT ON (card.id) card.id AS card_id, m.content
  FROM "mistake_cards" card
  JOIN "messages" m ON m."session_id" = card."first_session_id" AND m."sender" = 'user'
  WHERE card."kind" = 'correction'
    AND jsonb_typeof(m."corrections") = 'array'
    AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(m."corrections") e
      WHERE lower(btrim(e->>'original')) = lower(card."original")
    )
    AND position(lower(card."original") in lower(m."content")) > 0
  ORDER BY card.id, m.id
) found
WHERE found.card_id = c.id;
