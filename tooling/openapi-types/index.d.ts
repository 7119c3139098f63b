/** The `paths`/`components` types of the document, as the text of a .ts module. */
export function generateTypes(document: object): Promise<string>;
