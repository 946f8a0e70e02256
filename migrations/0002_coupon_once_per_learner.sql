-- A learner redeems each coupon once: keep each learner's first redemption of a coupon (later ones stay
-- visible on their payments' coupon_id) before the unique index makes it the rule.
DELETE FROM "coupon_redemptions" AS "later" USING "coupon_redemptions" AS "first"
WHERE "later"."coupon_id" = "first"."coupon_id" AND "later"."user_id" = "first"."user_id" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_user_key" ON "coupon_redemptions" USING btree ("coupon_id","user_id");
