// What the registration knows about where it happens: the signed-in hostess and the started action
// with its point and event. The form step fills hostessCode, tourPlan and registerLocation from it.
export interface WebformContext {
  /** The action's uuid (receipt upload) and ident (tour plan). */
  actionUuid: string;
  tourPlan: string;
  /** The point's ident: the register location and the lead's pointIdent. */
  pointIdent: string | null;
  eventIdent: string | null;
  /** The signed-in hostess's ident (hostess code). */
  hostessCode: string;
  /** The form host (formIdent is it plus '-tourplanner'). */
  formHost: string;
}
