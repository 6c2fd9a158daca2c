/**
 * OperationOutcome, the body of every FHIR error (issue 31): one issue, its `diagnostics` the
 * Italian text the rest of the platform would give, its `code` from the HTTP status (or the finer
 * code an AppError names, such as 'not-supported' for an unknown search parameter).
 */
export type IssueCode =
  | 'invalid'
  | 'not-supported'
  | 'login'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'business-rule'
  | 'throttled'
  | 'exception'
  | 'transient'
  | 'processing';

const ISSUE_CODES: ReadonlySet<string> = new Set<IssueCode>(['invalid', 'not-supported', 'login', 'forbidden', 'not-found', 'conflict', 'business-rule', 'throttled', 'exception', 'transient', 'processing']);

function issueCodeOf(status: number): IssueCode {
  switch (status) {
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not-found';
    case 405:
    case 406:
    case 415:
      return 'not-supported';
    case 409:
      return 'conflict';
    case 422:
      return 'business-rule';
    case 429:
      return 'throttled';
    case 503:
      return 'transient';
    default:
      return status >= 500 ? 'exception' : status === 400 ? 'invalid' : 'processing';
  }
}

export interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue: Array<{ severity: 'error' | 'fatal'; code: IssueCode; diagnostics: string; expression?: string[] }>;
}

/** The OperationOutcome of an error answered with `status`; `code` when the error names an issue code of its own. */
export function operationOutcome(status: number, diagnostics: string, code?: string, fields?: Record<string, string>): OperationOutcome {
  const issueCode = code !== undefined && ISSUE_CODES.has(code) ? (code as IssueCode) : issueCodeOf(status);
  const expression = fields ? Object.keys(fields) : [];
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: status >= 500 ? 'fatal' : 'error', code: issueCode, diagnostics, ...(expression.length > 0 ? { expression } : {}) }],
  };
}
