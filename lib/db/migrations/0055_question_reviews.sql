-- Issue 60: "Reviews of an answer like reviews of a meeting". A review is about one meeting or one written
-- question, never both: meeting_id becomes nullable, question_id is added (one review per question), and a
-- check keeps exactly one of them set. The rating (countedReviewSql, refreshLawyerRating) counts both kinds.
ALTER TABLE "reviews" ALTER COLUMN "meeting_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "question_id" uuid REFERENCES "written_questions"("id") ON DELETE cascade;
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_question_key" ON "reviews" ("question_id");
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_check" CHECK (num_nonnulls("meeting_id", "question_id") = 1);
