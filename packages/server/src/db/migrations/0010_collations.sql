-- The languages' collations (decision 55): CLDR's en-GB, el-GR and is-IS orders through ICU.
-- A server with full ICU data (PostgreSQL from a distribution) has them by locale. PGlite's ICU
-- carries only the root data, where Á sorts with A and Latin before Greek: there the same CLDR
-- tailorings are given as ICU rules (PostgreSQL 16+), which sort exactly as the locales do.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS portal_en (provider = icu, locale = 'en-GB');
  CREATE COLLATION IF NOT EXISTS portal_el (provider = icu, locale = 'el-GR');
  CREATE COLLATION IF NOT EXISTS portal_is (provider = icu, locale = 'is-IS');
  IF 'Áa' COLLATE portal_is < 'Ab' COLLATE portal_is THEN
    DROP COLLATION portal_is;
    EXECUTE $rules$CREATE COLLATION portal_is (provider = icu, locale = 'und', rules = '&[before 1]b<á<<<Á &d<<đ<<<Đ<ð<<<Ð &[before 1]f<é<<<É &[before 1]j<í<<<Í &[before 1]p<ó<<<Ó &[before 1]v<ú<<<Ú &[before 1]z<ý<<<Ý &[before 1]ǀ<æ<<<Æ<<ä<<<Ä<ö<<<Ö<<ø<<<Ø<å<<<Å')$rules$;
  END IF;
  IF 'A' COLLATE portal_el < 'Α' COLLATE portal_el THEN
    DROP COLLATION portal_el;
    EXECUTE $rules$CREATE COLLATION portal_el (provider = icu, locale = 'und', rules = '[reorder Grek]')$rules$;
  END IF;
END
$$;
