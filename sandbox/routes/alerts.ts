/**
 * Threshold alert rules of the current organization and environment (issue 32): any member lists, creates and
 * subscribes; a rule is changed or deleted by its owner, an owner or admin of the organization, or a master.
 */
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, forbidden, ok } from '../http.ts';
import { checkedRuleInput } from '../events/alert-rule-input.ts';
import {
  countRules,
  deleteRule,
  insertRule,
  MAX_RULES_PER_SCOPE,
  ruleOfScope,
  rulesOfScope,
  subscribe,
  toAlertRule,
  unsubscribe,
  updateRule,
  type AlertRuleRow,
} from '../events/alert-rules.ts';
import { toMajor } from '../money/currencies.ts';
import { bodyOf } from '../request.ts';
import { memberRole, sessionOf, type AppEnv, type OrgRole } from '../session.ts';

/** Who may change anyone's rule; everyone may change their own. */
const RULE_ADMINS: OrgRole[] = ['owner', 'admin'];

export function alertRoutes({ db, now, events }: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  /** The caller's organization and environment, and their role in it ('master' for a master). */
  const scopeOf = (c: Context) => {
    const session = sessionOf(c);
    const ids = session.scopeOrgIds;
    if (ids === null) throw new ApiError(400, 'Select an organization to manage its alert rules');
    const orgId = ids[0];
    if (ids.length !== 1 || !orgId) throw new ApiError(404, 'Organization not found');
    const role: OrgRole | 'master' | undefined = session.isMaster
      ? 'master'
      : memberRole(db, orgId, session.userId);
    if (!role) throw forbidden();
    return { session, orgId, env: session.env, role };
  };
  type Scope = ReturnType<typeof scopeOf>;

  const mayEdit = (s: Scope, rule: Pick<AlertRuleRow, 'owner_id'>) =>
    s.role === 'master' || RULE_ADMINS.includes(s.role) || rule.owner_id === s.session.userId;

  const ruleOf = (c: Context, s: Scope) => {
    const row = ruleOfScope(db, s, c.req.param('id') ?? '', s.session.userId);
    if (!row) throw new ApiError(404, 'Alert rule not found');
    return row;
  };

  /** The rule as the caller sees it now (after a change). */
  const viewed = (s: Scope, id: string) => {
    const row = ruleOfScope(db, s, id, s.session.userId)!;
    return toAlertRule(row, mayEdit(s, row));
  };

  /** 403 naming the role and the action, as every refusal of a member does (sandbox/README.md) */
  const requireEdit = (s: Scope, rule: AlertRuleRow, action: 'edit' | 'delete') => {
    if (!mayEdit(s, rule))
      throw new ApiError(403, `Your role (${s.role}) cannot ${action} other members' alert rules`);
  };

  r.get('/alerts', (c) => {
    const s = scopeOf(c);
    return ok<'listAlertRules'>(
      c,
      rulesOfScope(db, s.orgId, s.env, s.session.userId).map((row) => toAlertRule(row, mayEdit(s, row))),
    );
  });

  r.post('/alerts', (c) => {
    const s = scopeOf(c);
    const body = bodyOf<'createAlertRule'>(c);
    const input = checkedRuleInput(body.kind, body.currency, body.threshold);
    if (countRules(db, s.orgId, s.env) >= MAX_RULES_PER_SCOPE)
      throw new ApiError(
        422,
        `An organization can have at most ${MAX_RULES_PER_SCOPE} alert rules per environment`,
      );
    const id = insertRule(
      db,
      { orgId: s.orgId, env: s.env, ownerId: s.session.userId, kind: body.kind, ...input },
      now(),
    );
    // a rule created while its condition holds alerts at once
    events.scopeChanged(s.orgId, s.env);
    return ok<'createAlertRule'>(c, viewed(s, id), 201);
  });

  r.patch('/alerts/:id', (c) => {
    const s = scopeOf(c);
    const rule = ruleOf(c, s);
    requireEdit(s, rule, 'edit');
    const body = bodyOf<'updateAlertRule'>(c);
    const input = checkedRuleInput(
      rule.kind,
      body.currency ?? rule.currency,
      body.threshold ?? toMajor(rule.threshold),
    );
    updateRule(db, rule._id, input, now());
    // re-armed by the change: evaluated again at once
    events.scopeChanged(s.orgId, s.env);
    return ok<'updateAlertRule'>(c, viewed(s, rule._id));
  });

  r.delete('/alerts/:id', (c) => {
    const s = scopeOf(c);
    const rule = ruleOf(c, s);
    requireEdit(s, rule, 'delete');
    deleteRule(db, rule._id);
    return ok<'deleteAlertRule'>(c, toAlertRule(rule, true));
  });

  // any member, viewers too: receiving a rule's alerts changes nothing of the organization
  r.put('/alerts/:id/subscription', (c) => {
    const s = scopeOf(c);
    const rule = ruleOf(c, s);
    subscribe(db, rule._id, s.session.userId, now());
    return ok<'subscribeAlertRule'>(c, viewed(s, rule._id));
  });

  r.delete('/alerts/:id/subscription', (c) => {
    const s = scopeOf(c);
    const rule = ruleOf(c, s);
    unsubscribe(db, rule._id, s.session.userId);
    return ok<'unsubscribeAlertRule'>(c, viewed(s, rule._id));
  });

  return r;
}
