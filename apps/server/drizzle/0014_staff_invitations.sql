CREATE TABLE "staff_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"location_ids" jsonb,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open_idx" ON "staff_invitations" USING btree ("restaurant_id","email") WHERE "staff_invitations"."cancelled_at" is null and "staff_invitations"."accepted_at" is null;--> statement-breakpoint
-- Members invited before issue 23 who never chose a password had not accepted: they become
-- pending invitations (their e-mailed link keeps working until it expires; a person pending at
-- several restaurants keeps it for the first, the others show as expired to send again).
INSERT INTO "staff_invitations" ("id", "restaurant_id", "email", "role", "location_ids", "token_hash", "sent_at", "expires_at")
SELECT 'migrated-' || md5(p."restaurant_id" || ':' || p."user_id"), p."restaurant_id", p."email", p."role", p."location_ids",
  CASE WHEN p."n" = 1 AND v."identifier" IS NOT NULL THEN v."identifier" ELSE 'migrated:' || p."restaurant_id" || ':' || p."user_id" END,
  coalesce(v."created_at", now()),
  CASE WHEN p."n" = 1 AND v."expires_at" IS NOT NULL THEN v."expires_at" ELSE now() END
FROM (
  SELECT sm."restaurant_id", sm."user_id", sm."role", sm."location_ids", u."email",
    row_number() OVER (PARTITION BY sm."user_id" ORDER BY sm."restaurant_id") AS "n"
  FROM "staff_members" sm JOIN "users" u ON u."id" = sm."user_id"
  WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."user_id" = sm."user_id" AND a."provider_id" = 'credential')
) p
LEFT JOIN LATERAL (
  SELECT "identifier", "expires_at", "created_at" FROM "verifications"
  WHERE "value" = p."user_id" AND "identifier" LIKE 'invitation:%'
  ORDER BY "expires_at" DESC LIMIT 1
) v ON true;--> statement-breakpoint
DELETE FROM "staff_members" sm
WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."user_id" = sm."user_id" AND a."provider_id" = 'credential');--> statement-breakpoint
DELETE FROM "verifications" WHERE "identifier" LIKE 'invitation:%';
