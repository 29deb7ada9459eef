ALTER TABLE "outbox" ADD COLUMN "sealed" text;--> statement-breakpoint
-- Decision 053. Messages written before it kept their links' tokens in clear: those that are done
-- lose them (the link shows where it led, "t=…"); one still on its way is sent as it was written.
UPDATE "outbox" SET
  "subject" = regexp_replace("subject", '([?&]|&amp;)t=[A-Za-z0-9_.~%-]+', '\1t=…', 'g'),
  "text" = regexp_replace("text", '([?&]|&amp;)t=[A-Za-z0-9_.~%-]+', '\1t=…', 'g'),
  "html" = regexp_replace("html", '([?&]|&amp;)t=[A-Za-z0-9_.~%-]+', '\1t=…', 'g'),
  "payload" = regexp_replace("payload", '([?&]|&amp;)t=[A-Za-z0-9_.~%-]+', '\1t=…', 'g')
WHERE "status" NOT IN ('pending', 'sending')
  AND ("text" ~ '([?&]|&amp;)t=' OR "html" ~ '([?&]|&amp;)t=' OR "payload" ~ '([?&]|&amp;)t=');
