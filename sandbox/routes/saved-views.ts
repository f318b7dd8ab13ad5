/**
 * Saved views (issue 34): each user's named filters of the transactions and payouts lists, per organization.
 * Listing shows only the caller's own; reading one is open to every member of its organization (the share link);
 * renaming and deleting are its creator's.
 */
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { bodyOf } from '../request.ts';
import { checkedFilters, checkedName, MAX_VIEWS_PER_ORG } from '../saved-views/rules.ts';
import {
  countViews,
  deleteView,
  insertView,
  renameView,
  viewById,
  viewNamed,
  viewsOf,
  type SavedView,
} from '../saved-views/views.ts';
import { memberRole, sessionOf, type AppEnv, type Session } from '../session.ts';

/** The same answer for an unknown view and one the caller may not read: an outsider learns nothing. */
const NOT_FOUND = 'This saved view does not exist, or it belongs to an organization you are not a member of';

/**
 * The organization views are saved in and listed for: the current one (a master: the selected organization,
 * or their own current one when they look at all), or null for a user in none.
 */
function viewsOrg(session: Session): string | null {
  if (session.isMaster) return session.scopeOrgIds?.[0] ?? session.orgId;
  return session.orgId;
}

export function savedViewRoutes({ db, now }: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  /** The view of the path, when the caller may read it: a member of its organization, or a master. */
  const readable = (c: Context): { session: Session; view: SavedView } => {
    const session = sessionOf(c);
    const view = viewById(db, c.req.param('id') ?? '');
    if (!view || !(session.isMaster || memberRole(db, view.orgId, session.userId)))
      throw new ApiError(404, NOT_FOUND);
    return { session, view };
  };

  /** A change is its creator's: others who can read it are told why, outsiders still get the 404. */
  const ownView = (c: Context, action: 'rename' | 'delete') => {
    const found = readable(c);
    if (found.view.userId !== found.session.userId)
      throw new ApiError(403, `Only the member who saved this view can ${action} it`);
    return found;
  };

  /** 409 when the user has another view of this list and organization with the same name (any case). */
  const requireFreeName = (view: Pick<SavedView, 'userId' | 'orgId' | 'list' | 'name'>, except?: string) => {
    const taken = viewNamed(db, view);
    if (taken && taken !== except)
      throw new ApiError(409, `You already have a saved view named "${view.name}" for this list`);
  };

  r.get('/views', (c) => {
    const session = sessionOf(c);
    const orgId = viewsOrg(session);
    return ok<'listSavedViews'>(c, orgId ? viewsOf(db, session.userId, orgId) : []);
  });

  r.post('/views', (c) => {
    const session = sessionOf(c);
    const orgId = viewsOrg(session);
    if (!orgId)
      throw session.isMaster
        ? new ApiError(400, 'Select an organization to save a view')
        : new ApiError(403, 'Join an organization to save views');
    const body = bodyOf<'createSavedView'>(c);
    const name = checkedName(body.name);
    const filters = checkedFilters(body.list, body.filters);
    requireFreeName({ userId: session.userId, orgId, list: body.list, name });
    if (countViews(db, session.userId, orgId) >= MAX_VIEWS_PER_ORG)
      throw new ApiError(
        422,
        `You can have at most ${MAX_VIEWS_PER_ORG} saved views in an organization: delete one first`,
      );
    const view = insertView(
      db,
      { userId: session.userId, orgId, env: session.env, list: body.list, name, filters },
      now().toISOString(),
    );
    return ok<'createSavedView'>(c, view, 201);
  });

  r.get('/views/:id', (c) => ok<'getSavedView'>(c, readable(c).view));

  r.patch('/views/:id', (c) => {
    const { view } = ownView(c, 'rename');
    const name = checkedName(bodyOf<'renameSavedView'>(c).name);
    requireFreeName({ ...view, name }, view._id);
    return ok<'renameSavedView'>(c, renameView(db, view._id, name, now().toISOString()));
  });

  r.delete('/views/:id', (c) => {
    const { view } = ownView(c, 'delete');
    deleteView(db, view._id);
    return ok<'deleteSavedView'>(c, view);
  });

  return r;
}
