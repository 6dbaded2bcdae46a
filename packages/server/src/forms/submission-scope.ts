import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import { forms, submissions } from '../db/schema/index';

/**
 * The submissions of a portal a viewer may see (§3 owned, §6 "Forms are owned at Personal or
 * Organisation level"): the portal's admins see every one; anyone sees their own and those they
 * review (owners); for a form owned at Organisation level, the members of the submitter's
 * organisation see it too. A Personal form's submission stays between its submitter and reviewers.
 * The caller has checked that the viewer may open the portal. Needs `forms` joined.
 */
export function visibleSubmissions(viewer: Viewer, portalId: string): SQL {
  const inPortal = and(eq(submissions.portalId, portalId), eq(submissions.active, true))!;
  if (viewer.role === 'admin') return inPortal;
  return and(
    inPortal,
    or(
      eq(submissions.createdBy, viewer.userId),
      sql`${submissions.owners} @> ${JSON.stringify([viewer.userId])}::jsonb`,
      viewer.organisationId
        ? and(eq(forms.owned, 'Organisation'), eq(submissions.createdOrganisationId, viewer.organisationId))
        : undefined,
    ),
  )!;
}
