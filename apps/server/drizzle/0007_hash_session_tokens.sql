-- Session tokens are stored as their SHA-256 (base64url, unpadded), as auth/session-token-hash.ts
-- computes it: sessions signed in before this migration keep working.
UPDATE "sessions" SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=');
--> statement-breakpoint
-- Reset links stored in the clear are dropped (they last an hour; a new one can be asked for).
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%' AND length("identifier") <> 58;
