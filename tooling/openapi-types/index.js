// TypeScript types from an OpenAPI document, by openapi-typescript: what an integrator's generator
// makes of /docs/json. A package of its own because openapi-typescript writes its output with
// TypeScript's JS API, which the repository's TypeScript 7 (a native compiler) does not have; here
// it gets TypeScript 5.9.
import openapiTS, { astToString } from 'openapi-typescript';

/** The `paths`/`components` types of the document, as the text of a .ts module. */
export async function generateTypes(document) {
  return astToString(await openapiTS(document));
}
