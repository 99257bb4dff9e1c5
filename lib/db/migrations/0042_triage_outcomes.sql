-- Issue 41: "Where do I start?" counted for the admin's weekly table — answers per first stop per
-- Philippine week. Outcomes only: no answer, income, place or person.
CREATE TABLE "triage_outcomes" (
	"week_start" date NOT NULL,
	"first_stop" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "triage_outcomes_week_start_first_stop_pk" PRIMARY KEY("week_start","first_stop"),
	CONSTRAINT "triage_outcomes_answers_check" CHECK ("triage_outcomes"."answers" >= 0)
);
