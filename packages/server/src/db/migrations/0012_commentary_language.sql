-- Commentary in its readers' language (issue 14): a report picks the quarter's entry in the client's
-- language, else one written for every language (null).
ALTER TABLE "commentary" ADD COLUMN "language" text;
